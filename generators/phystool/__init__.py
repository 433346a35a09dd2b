"""PhysTool companion: tool library, tool-use queries, layouts, renders, USD, evaluation.

See docs/phystool.md. ``run.generate`` is the runner of ``scene=phystool``.

May import: ``io``, ``config``, ``errors``, ``rng`` and ``assets`` (the tool tables).
"""
