%% A module with no tests: the "none" shape.
-module(empty_tests).
-include_lib("eunit/include/eunit.hrl").
