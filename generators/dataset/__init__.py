"""Making a dataset: plan its shards, turn each scene into view records and questions,
write the shards on a pool of workers, finish with the manifest and card, and check it all
again afterwards.

    plan.py       shard boundaries and names (they depend on the config alone)
    pipeline.py   Generator: one scene index -> scene, rendered views, labels; write_shard:
                  one shard's scenes, their questions and the shard file (the per-shard job)
    executors.py  where shards run: in this process, a local process pool, Ray tasks
    run.py        ``spatial-iq generate`` for voxel scenes: resume, run, manifest last
    verify.py     ``spatial-iq verify``: re-derive every label and check every checksum
    sweep.py      ``generate -m``: every job validated, the sweep's folder checked, before Hydra writes
    cli.py        the ``generate`` (Hydra) and ``verify`` commands

May import: ``voxel``, ``render``, ``questions``, ``io``, ``browse`` (the dataset card),
``config``, ``errors``, ``rng``. Nothing here imports an engine.
"""
