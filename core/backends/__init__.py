"""Backends are plugins (entry-point group ``zluda.backends``). The built-in ones live in the
repository's ``backends/`` folder and are installed as ``zluda.backends.<name>``."""
