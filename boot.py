"""Power-up, before USB: hold BACK to edit the code from a computer;
otherwise the board may write its drive (firmware/boot_mode.py)."""
try:
    import board
    import digitalio
    import storage
    from firmware.boot_mode import boot
    boot(board, digitalio, storage)
except Exception as err:  # a broken install must still boot
    print("boot.py:", err)
