%% One suite, its shape chosen by the SUITE environment variable (green, red, crash). EUnit has no
%% skip of its own.
-module(math_tests).
-include_lib("eunit/include/eunit.hrl").

suite() -> os:getenv("SUITE", "green").

adds_numbers_test() -> ?assertEqual(2, 1 + 1).

rejects_hash_skipped_rows_test() ->
    Got = case suite() of "red" -> 1; _ -> 2 end,
    ?assertEqual(2, Got).

raises_unexpectedly_test() ->
    case suite() of "red" -> error({deep_failure, "deep failure"}); _ -> ok end.

unicode_test() -> ?assertEqual(<<"名前"/utf8>>, <<"名前"/utf8>>).

dies_test() ->
    %% The VM halts mid-run: EUnit never prints its summary.
    case suite() of "crash" -> erlang:halt(3); _ -> ok end.
