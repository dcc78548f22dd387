"""The generators of ``core/abi/``, one module per kind of input; ``scripts/gen_abi.py`` runs
them all."""
