"""Putting back the backup of an interrupted sector rewrite."""
# Imported by store_load only when a backup file is there (after a power
# cut in a rewrite, or a stale file), and dropped with it after loading.
from firmware.store import format as fmt
from firmware.store import load as store_load
def restore(store, status, data):
    """Put the backup image back in the nvm if it is whole and the rewrite
    that wrote it did not finish: the nvm's header is unreadable, older than
    the backup's, or the same one with its snapshot cut short. A backup that
    is older, torn or not ours is ignored; either way it is removed, so it
    cannot come back later. Return the status."""
    flash = store._flash
    if len(data) == store._size and _wanted(data, status, store._gen):
        store._clear()
        store._flash = data
        whole = store_load.read_log(store) == "ok" and not store._dirty
        store._flash = flash
        if whole:
            flash[0:store._size] = data  # an interrupted rewrite, redone
            status = "ok"
        else:
            store._clear()
            status = store_load.read_log(store)
    store._backup.clear()
    return status


def _wanted(data, status, gen):
    """Whether the image ``data`` is newer than the nvm that loaded as
    ``status`` with header generation ``gen``."""
    problem, length, backup = store_load.read_header(data[0:fmt.HEADER])
    if problem:
        return False
    if status in ("blank", "foreign", "version", "damaged"):
        return True
    return backup > gen or (backup == gen and status == "cut")
