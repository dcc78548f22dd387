"""The runtime's backend fixtures (tests/runtime/conftest.py), for the libraries' tests."""

from tests.runtime.conftest import backend, backend_name  # noqa: F401 - pytest's fixtures
