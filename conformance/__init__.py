"""The conformance suite: CUDA programs whose answers real CUDA confirms.

`python -m conformance [--backend NAME ...] [--native] [--report PATH]` runs every program in
``programs/`` on every usable backend, each in its own process.
"""
