package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Player specs, the command words of {@code ugi:COMMAND}, and their combinations in {@code match}. */
class PlayerSpecTest {
  @Test
  void eachKindReadsItsBudgetAndNamesItselfByItsSpec() {
    assertThat(PlayerSpec.parse(" 3 ")).isEqualTo(new PlayerSpec(PlayerSpec.Kind.LEVEL, 3, "3"));
    assertThat(PlayerSpec.parse("MCTS:20000"))
        .isEqualTo(new PlayerSpec(PlayerSpec.Kind.MCTS_PLAYOUTS, 20000, "mcts:20000"));
    assertThat(PlayerSpec.parse("alphabeta: 4"))
        .isEqualTo(new PlayerSpec(PlayerSpec.Kind.ALPHABETA_DEPTH, 4, "alphabeta:4"));
    assertThat(PlayerSpec.parse("mcts").kind()).isEqualTo(PlayerSpec.Kind.MCTS_TIMED);
    assertThat(PlayerSpec.parse("AlphaBeta").kind()).isEqualTo(PlayerSpec.Kind.ALPHABETA_TIMED);
    PlayerSpec engine = PlayerSpec.parse("ugi:java -jar \"my dir/x.jar\" ugi 'nim(misere=true)'");
    assertThat(engine.command()).containsExactly("java", "-jar", "my dir/x.jar", "ugi", "nim(misere=true)");
    assertThat(engine.text()).isEqualTo("ugi:java -jar \"my dir/x.jar\" ugi 'nim(misere=true)'");
    assertThat(engine.isEngine()).isTrue();
  }

  @Test
  void aTimedAlphaBetaSearchesOnTheBotThreadsAndAFixedDepthOnOne() {
    ConfiguredGame<?, ?> game = GameCatalog.load().game("pushfour");
    // --bot-threads reaches alpha-beta only with a time a move (Lazy SMP); a depth keeps one thread.
    assertThat(PlayerSpec.parse("alphabeta").bots(game, Duration.ofMillis(10), 2).apply(1).toString())
        .contains(", 2 threads");
    assertThat(PlayerSpec.parse("alphabeta:3").bots(game, Duration.ofMillis(10), 2).apply(1).toString())
        .startsWith("AlphaBetaBot[depth 3").doesNotContain("threads");
  }

  @Test
  void refusalsNameTheSpecAndWhy() {
    assertThatThrownBy(() -> PlayerSpec.parse("mcts:0")).hasMessageStartingWith("player \"mcts:0\": ")
        .hasMessageContaining("from 1 to 10000000");
    assertThatThrownBy(() -> PlayerSpec.parse("alphabeta:x")).hasMessageStartingWith("player \"alphabeta:x\": ")
        .hasMessageContaining("the search depth");
    assertThatThrownBy(() -> PlayerSpec.parse("ugi")).hasMessage(
        "player \"ugi\": ugi needs the engine's command after a colon, such as ugi:./engine");
    assertThatThrownBy(() -> PlayerSpec.parse("ugi:  ")).hasMessageContaining("needs the engine's command");
    assertThatThrownBy(() -> PlayerSpec.parse("ugi:java 'x")).hasMessage(
        "player \"ugi:java 'x\": its command cannot be read: the ' at character 6 is not closed");
    assertThatThrownBy(() -> PlayerSpec.parse("gnugo:3")).hasMessageStartingWith("player \"gnugo:3\": a player is")
        .hasMessageContaining("not \"gnugo:\"");
  }

  @Test
  void commandWordsSplitAsAShellWouldWithoutExpanding() {
    assertThat(CommandWords.split("  a  b\tc ")).containsExactly("a", "b", "c");
    assertThat(CommandWords.split("sh -c 'echo $HOME; ls *'")).containsExactly("sh", "-c", "echo $HOME; ls *");
    assertThat(CommandWords.split("a\"b c\"d")).containsExactly("ab cd");
    assertThat(CommandWords.split("\"say \\\"hi\\\" \\\\ \\n\"")).containsExactly("say \"hi\" \\ \\n");
    assertThat(CommandWords.split("my\\ dir/engine ''")).containsExactly("my dir/engine", "");
    assertThatThrownBy(() -> CommandWords.split("engine\\")).hasMessage("the command ends in a lone \\");
    assertThatThrownBy(() -> CommandWords.split("a \"b")).hasMessage("the \" at character 3 is not closed");
  }

  @Test
  void aListSplitsAtCommasOutsideQuotes() {
    assertThat(CommandWords.entries("3,mcts:20000,ugi:\"java -jar x.jar ugi 'nim(a=1,b=2)'\",alphabeta:2"))
        .containsExactly("3", "mcts:20000", "ugi:\"java -jar x.jar ugi 'nim(a=1,b=2)'\"", "alphabeta:2");
    assertThat(CommandWords.entries("ugi:'a,b',ugi:\"c\\\",d\"")).containsExactly("ugi:'a,b'", "ugi:\"c\\\",d\"");
    assertThatThrownBy(() -> CommandWords.entries("1,ugi:'x")).hasMessage("a ' is not closed");
  }

  @Test
  void matchTakesSpecsInAnyCombinationAndNamesPlayersByThem() {
    CliRun run = CliRun.of("match", "pushfour", "--levels", "1,mcts:30,alphabeta:1", "--games", "2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("tournament of 1,mcts:30,alphabeta:1",
        "level 1 vs mcts:30: ", "level 1 vs alphabeta:1: ", "mcts:30 vs alphabeta:1: ");
    // The rating list names each player by its spec; what each is follows under "sides:".
    assertThat(run.out()).containsPattern("\\n  mcts:30 +[-+0-9.]+ \\[")
        .containsPattern("\\nsides:\\n(  .*\\n)*  mcts:30: Monte-Carlo tree search, 30 playouts a move");

    CliRun players = CliRun.of("match", "pushfour", "--player", "mcts:30", "--player", "2", "--games", "2");
    assertThat(players.exitCode()).as(players.err()).isZero();
    assertThat(players.out()).startsWith("pushfour: mcts:30 vs level 2 (")
        .contains("Elo difference (mcts:30 - level 2): ");
  }

  @Test
  void matchRefusesBadSpecsNamingThem() {
    assertThat(CliRun.of("match", "nim", "--levels", "1,alphabeta:3").oneLineError(2))
        .isEqualTo("boardrules: player \"alphabeta:3\": nim has no evaluation for alpha-beta");
    assertThat(CliRun.of("match", "nim", "--levels", "1,mcts:-5").oneLineError(2))
        .startsWith("boardrules: player \"mcts:-5\": ");
    assertThat(CliRun.of("match", "nim", "--levels", "1,ugi:'x").oneLineError(2))
        .isEqualTo("boardrules: --levels 1,ugi:'x: a ' is not closed");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--player", "3").oneLineError(2))
        .contains("either with --levels or with --player");
    assertThat(CliRun.of("match", "nim", "--player", "2").oneLineError(2)).contains("two levels or more");
  }

  @Test
  void aModelPlayerReadsItsFileAndSimulations() {
    PlayerSpec plain = PlayerSpec.parse("puct:nim.onnx");
    assertThat(plain).isEqualTo(new PlayerSpec(PlayerSpec.Kind.PUCT, 200, List.of(), "nim.onnx", "puct:nim.onnx"));
    assertThat(PlayerSpec.parse("PUCT: models/gen 2.onnx ,sims=50"))
        .isEqualTo(new PlayerSpec(PlayerSpec.Kind.PUCT, 50, List.of(), "models/gen 2.onnx", "puct:models/gen 2.onnx,sims=50"));
    assertThat(PlayerSpec.parse("puct:a,b.onnx,sims=7").model()).isEqualTo("a,b.onnx");
    assertThatThrownBy(() -> PlayerSpec.parse("puct")).hasMessage(
        "player \"puct\": puct needs the model file after a colon, such as puct:nim.onnx");
    assertThatThrownBy(() -> PlayerSpec.parse("puct:m.onnx,depth=3")).hasMessage(
        "player \"puct:m.onnx,depth=3\": after the model comes only sims=N, the simulations a move, not \"depth=3\"");
    assertThatThrownBy(() -> PlayerSpec.parse("puct:m.onnx,sims=0")).hasMessage(
        "player \"puct:m.onnx,sims=0\": sims is a whole number from 1 to 1000000");
    assertThatThrownBy(() -> PlayerSpec.parse("puct:,sims=5")).hasMessageContaining("puct needs the model file");
  }

  @Test
  void aModelThatIsMissingOrForAnotherGameIsRefusedBeforeAnyGame() {
    assertThat(CliRun.of("match", "nim", "--player", "puct:no/such.onnx", "--player", "1").oneLineError(2))
        .isEqualTo("boardrules: player \"puct:no/such.onnx\": no such model file: no/such.onnx");
    // A model of the take-away fixture (observation {2, 5}) for NIM (observation {2, 4, 4}).
    String takeAway = "../learning-onnx/src/test/resources/onnx/takeaway-hand-weights.onnx";
    assertThat(CliRun.of("match", "nim", "--player", "puct:" + takeAway, "--player", "1").oneLineError(2))
        .isEqualTo("boardrules: player \"puct:" + takeAway + "\": " + takeAway + ": input 'observation' has shape"
            + " [-1, 2, 5]; the game's observations need [N, 2, 4, 4] (N symbolic or 1)");
    assertThat(CliRun.of("selfplay", "nim", "--model", takeAway, "--out", "unused.npz").oneLineError(2))
        .startsWith("boardrules: --model: " + takeAway + ": input 'observation' has shape [-1, 2, 5]");
  }
}
