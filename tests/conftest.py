import os
import tempfile

# Tests use a private compile cache, so that they never read a stale entry of another checkout.
os.environ.setdefault("ZLUDA_CACHE_DIR", os.path.join(tempfile.gettempdir(), "zluda-test-cache"))
