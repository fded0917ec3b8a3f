-- One suite, its shape chosen by the SUITE environment variable (green, red, skipped, crash).
import Control.Exception (ErrorCall (..), throwIO)
import Control.Monad (when)
import System.Environment (lookupEnv)
import System.Exit (ExitCode (..))
import System.IO (BufferMode (..), hSetBuffering, stdout)
import System.Posix.Process (exitImmediately)
import Test.Hspec

main :: IO ()
main = do
  suite <- maybe "green" id <$> lookupEnv "SUITE"
  -- Line by line, as a CI log shows it: the crash shape keeps what was printed before it.
  hSetBuffering stdout LineBuffering
  let skipAll = if suite == "skipped" then xit else it
  hspec $ describe "math" $ do
    skipAll "adds numbers" $ (1 + 1 :: Int) `shouldBe` 2
    xit "skipped test" $ (1 :: Int) `shouldBe` 2
    skipAll "rejects #skipped rows" $ (if suite == "red" then 1 else 2 :: Int) `shouldBe` 2
    skipAll "raises unexpectedly" $ when (suite == "red") $ throwIO (ErrorCall "deep failure")
    skipAll "dies" $ when (suite == "crash") $ exitImmediately (ExitFailure 3)
    describe "deep" $ skipAll "keeps ünïcode 名前" $ "名前" `shouldBe` "名前"
