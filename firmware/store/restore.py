"""Putting back the backup of an interrupted sector rewrite."""
# Imported by firmware.store.load only when a backup file is there (after a
# power cut in a rewrite, or a stale file), and forgotten with it after
# loading. It reads with the ``read_log`` load hands in (importing load
# back would make an import loop).

HEADER_PROBLEMS = ("blank", "foreign", "version", "damaged")


def restore(flash, size, found, data, read_log):
    """What the store holds once the backup image ``data`` is put back in
    ``flash`` (``size`` bytes), if it is whole and the rewrite that wrote it
    did not finish: the nvm's header is unreadable, older than the
    backup's, or the same one with its snapshot cut short. ``found``: what
    ``read_log(flash, size)`` found there, returned as it is when the
    backup is older, torn or not ours."""
    if len(data) != size:
        return found
    image = read_log(data, size)
    if image[0] in HEADER_PROBLEMS or not _newer(image[1], found):
        return found
    if image[0] != "ok" or image[3]:
        return found  # torn: not what the rewrite wrote
    flash[0:size] = data  # an interrupted rewrite, redone
    return image


def _newer(gen, found):
    """Whether an image of generation ``gen`` is newer than the nvm, ``found``."""
    if found[0] in HEADER_PROBLEMS:
        return True
    return gen > found[1] or (gen == found[1] and found[0] == "cut")
