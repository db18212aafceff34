package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Player;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbalone;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneMove;
import io.github.boardrules.pikkpakk.squareabalone.SquareAbaloneState;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code match --random-plies K} and {@code match --adjudicate}. */
class MatchOpeningAndCapTest {
  @TempDir Path dir;

  private static List<String> lines(CliRun run) {
    assertThat(run.exitCode()).as("err: %s", run.err()).isZero();
    return run.out().lines().toList();
  }

  /** The move lines of each record in {@code out}, game 0 first (the tags differ by game). */
  private static List<String> moves(Path out, int games) throws IOException {
    List<String> moves = new ArrayList<>();
    for (int i = 0; i < games; i++) {
      String text = Files.readString(out.resolve(String.format("game-%06d.txt", i)));
      moves.add(String.join("\n", text.lines().filter(l -> !l.startsWith("[")).toList()));
    }
    return moves;
  }

  @Test
  void aStoppedGameIsUnfinishedUnlessAdjudicatedAndEvenMaterialIsADraw() {
    // Square Abalone's opening keeps five empty rows between the sides and no one may push his own
    // ball off: nothing is pushed off in the first 4 plies, so every game stopped there is even.
    List<String> plain = lines(CliRun.of("match", "squareabalone", "--levels", "1,1", "--games", "4",
        "--ply-cap", "4"));
    // Four half points have no spread: the exact (Clopper-Pearson) interval of 2 points of 4 games,
    // scipy beta.ppf(0.025, 2, 3) = 0.068 and beta.ppf(0.975, 3, 2) = 0.932, not a zero-width one.
    assertThat(plain.get(1)).isEqualTo(
        "first player (LIGHT): 0 wins, 0 draws, 0 losses, 4 unfinished; score 0.500 [0.068, 0.932] (95 % interval)");
    List<String> judged = lines(CliRun.of("match", "squareabalone", "--levels", "1,1", "--games", "4",
        "--ply-cap", "4", "--adjudicate"));
    assertThat(judged.get(0)).isEqualTo("squareabalone: level 1 (random) vs level 1 (random), 4 games, seed 1,"
        + " 1 thread, adjudicated at the cap of 4 plies");
    assertThat(judged.get(1)).isEqualTo(
        "first player (LIGHT): 0 wins, 4 draws, 0 losses, 0 unfinished; score 0.500 [0.068, 0.932] (95 % interval)");
    assertThat(judged.get(2)).isEqualTo("average game: 4.0 plies; 4 games reached the cap of 4 plies"
        + " (those still going adjudicated: the leader by the rules' count won)");
  }

  @Test
  void anAdjudicatedGameGoesToWhoPushedOffMoreBalls() throws IOException {
    // Level 2 (alpha-beta) against random, stopped at 60 plies. Each record is replayed here with
    // the rules and its last position's balls pushed off decide, as the option says: more is a
    // win, as many a draw.
    Path out = dir.resolve("sq");
    int games = 6;
    lines(CliRun.of("match", "squareabalone", "--levels", "2,1", "--games", Integer.toString(games),
        "--ply-cap", "60", "--adjudicate", "--out", out.toString()));
    SquareAbalone rules = SquareAbalone.builder().build();
    int decided = 0;
    for (int i = 0; i < games; i++) {
      String text = Files.readString(out.resolve(String.format("game-%06d.txt", i)));
      GameRecord<SquareAbaloneState, SquareAbaloneMove> record =
          GameRecord.read(text, rules.notation(), rules.positions());
      SquareAbaloneState state = record.start();
      for (SquareAbaloneMove move : record.moves()) {
        state = rules.play(state, move);
      }
      assertThat(rules.status(state).isOngoing()).as("game %d is stopped, not over", i).isTrue();
      assertThat(record.moves()).hasSize(60);
      Player botA = record.tags().get("FirstBot").equals("A") ? Player.FIRST : Player.SECOND;
      int difference = state.captured(botA) - state.captured(botA.opponent());
      String expected = difference > 0 ? "WIN" : difference < 0 ? "LOSS" : "DRAW";
      assertThat(record.tags().get("OutcomeForA")).as("game %d", i).isEqualTo(expected);
      decided += difference == 0 ? 0 : 1;
    }
    assertThat(decided).as("games won on material").isPositive();
  }

  @Test
  void aRandomOpeningVariesADeterministicLevelsGamesAndRepeatsWithItsSeed() throws IOException {
    // Level 2 of square Abalone is alpha-beta with a node budget: the same moves from the same start.
    Path fixed = dir.resolve("fixed");
    lines(CliRun.of("match", "squareabalone", "--levels", "2,2", "--games", "4", "--ply-cap", "12",
        "--adjudicate", "--out", fixed.toString()));
    assertThat(moves(fixed, 4).stream().distinct()).hasSize(1);

    Path random = dir.resolve("random");
    List<String> first = lines(CliRun.of("match", "squareabalone", "--levels", "2,2", "--games", "4",
        "--ply-cap", "12", "--adjudicate", "--random-plies", "2", "--out", random.toString()));
    assertThat(first.get(0)).contains(", the first 2 plies random, ");
    List<String> varied = moves(random, 4);
    assertThat(varied.stream().distinct().count()).isGreaterThan(1);
    // Each game's plies after the opening are level 2's; the opening is the game's own.
    Path again = dir.resolve("again");
    List<String> second = lines(CliRun.of("match", "squareabalone", "--levels", "2,2", "--games", "4",
        "--ply-cap", "12", "--adjudicate", "--random-plies", "2", "--out", again.toString()));
    assertThat(moves(again, 4)).isEqualTo(varied);
    assertThat(second.subList(0, 3)).isEqualTo(first.subList(0, 3));
  }

  @Test
  void badValuesAreRefusedByName() {
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--adjudicate").oneLineError(2))
        .contains("--adjudicate: nim has no count to adjudicate a stopped game by");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--random-plies", "-1").oneLineError(2))
        .contains("--random-plies");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--random-plies", "1001").oneLineError(2))
        .contains("--random-plies");
  }
}
