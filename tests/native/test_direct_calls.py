"""The C functions that call the runtime directly (zluda.native.library.DIRECT_CALLS) line up with
the runtime's functions: the same parameters in the same order, and no outputs to write."""

import inspect

from zluda.abi.driver import FUNCTIONS
from zluda.native.cvalues import name_of
from zluda.native.library import DIRECT_CALLS, INTEGER_TWINS
from zluda.runtime import api as runtime_api


def test_each_direct_call_takes_the_runtime_function_s_parameters_in_order():
    assert DIRECT_CALLS <= INTEGER_TWINS
    for symbol in sorted(DIRECT_CALLS):
        fn = getattr(runtime_api, name_of(symbol))
        assert fn.outputs == 0, symbol
        params = list(inspect.signature(getattr(fn, "__wrapped__", fn)).parameters.values())
        c_params = FUNCTIONS[symbol][1]
        assert [p.name for p in params[:len(c_params)]] == list(c_params), symbol
        assert all(p.default is not inspect.Parameter.empty
                   for p in params[len(c_params):]), symbol  # the runtime's extras, optional
