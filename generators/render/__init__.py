"""Renderers: the contract every backend implements and the embedded CPU ray caster.

    base.py           Renderer (abstract) and RenderResult: RGB, depth, instance ids, pixel counts
    registry.py       ``render.backend`` names -> factories (CPU backends and plug-ins)
    cpu.py            CpuRenderer: the numba kernels, or the numpy reference
    kernels.py        DDA traversal and block surfaces (numba)
    raycast.py        the per-pixel render kernel: shading, shadows, edge antialiasing
    numpy_raycast.py  brute-force numpy reference (the tests' oracle, and the fallback)
    warp_renderer.py  ``render.backend=warp``: the same caster on NVIDIA Warp (CUDA or CPU), batched
    warp_kernels.py   its Warp kernels (imported only when that backend is used): one module, one compile
    warp_trace.py     ... the functions they call: a ray against the lattice (DDA, ties, box and can hits)
    warp_shade.py     ... and a pixel's ray, surface and shaded colour; the launch's per-view/scene arrays
    materials.py      object colours and lighting, from assets/materials.yaml
    foreign.py        buffers drawn by another engine, mapped to the core's conventions
    jit.py            numba when installed, plain Python otherwise

May import: nothing else of the package (``voxel`` types appear in annotations only), so
any layer can draw; ``errors``, ``rng`` and ``assets``.
"""
