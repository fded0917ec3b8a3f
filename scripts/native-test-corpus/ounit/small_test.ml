(* One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash). *)
open OUnit2

let suite = try Sys.getenv "SUITE" with Not_found -> "green"
let skipped () = skip_if (suite = "skipped") "every test skipped"

let tests =
  "math"
  >::: [
         ("adds numbers" >:: fun _ -> skipped (); assert_equal 2 (1 + 1));
         ("skipped test" >:: fun _ -> skip_if true "skipped test");
         ( "rejects #skipped rows" >:: fun _ ->
           skipped ();
           assert_equal ~msg:"rejects #skipped rows" 2 (if suite = "red" then 1 else 2) );
         ( "raises unexpectedly" >:: fun _ ->
           skipped ();
           if suite = "red" then failwith "deep failure" );
         ( "dies" >:: fun _ ->
           skipped ();
           (* The process exits mid-run: OUnit never prints its summary. *)
           if suite = "crash" then exit 3 );
         ("keeps ünïcode 名前" >:: fun _ -> skipped (); assert_equal "名前" "名前");
       ]

let () = run_test_tt_main (if suite = "none" then "math" >::: [] else tests)
