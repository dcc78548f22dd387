"""Benchmarks: `python -m bench [--quick] [SECTION ...]`. They print figures and comparisons
measured in one run on this machine; they never pass or fail."""
