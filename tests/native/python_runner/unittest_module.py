"""Run the unittest module named on the command line (exit status 0 when every test passed)."""
import sys
import unittest

suite = unittest.TestLoader().loadTestsFromName(sys.argv[1])
result = unittest.TextTestRunner(verbosity=2).run(suite)
sys.exit(0 if result.wasSuccessful() and result.testsRun else 1)
