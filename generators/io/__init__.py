"""Files: how a dataset lies on disk and how it is read back.

    png.py       PNG encoding and decoding
    shards.py    HDF5 shards (schema 3): writer, reader, the stored question table
    manifest.py  manifest.json, shard entries, provenance
    rundir.py    a run's state on disk, so a rerun resumes
    dataset.py   ``open_dataset``: the documented reader (docs/conventions.md, "On disk")
    atomic.py    files written whole or not at all, with the umask's permissions
    outdir.py    output folders a command may write: marker, claim, own files only, safe names
    lock.py      one writer at a time (flock), refused naming the holder's pid
    integrity.py the cheap checks every reader makes: shard sizes, checksums, HDF5 structure
    records.py   a shard's records as verify checks them short of re-deriving (every reader, verify)
    lifetime.py  pool workers that die with their parent
    pool.py      a process pool that stops the run, naming the job, when a worker dies
    regular.py   reading regular files only (never a FIFO or a device); single-file outputs
    jsonio.py    JSON read bounded: regular files, size, depth, finite numbers

May import: ``questions`` (schema-1 shards have no stored table, so their questions are
derived when read), ``config`` (which keys define a run), ``voxel`` (the gravity rule a
scene's stored blocks obey: ``records.py``), ``errors``.
"""
