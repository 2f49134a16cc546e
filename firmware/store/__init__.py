"""What survives a power cut: the nvm store, its log and snapshot formats, the drive backup, statistics and exported records."""
