package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.match.MatchTotals;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {
  @TempDir Path dir;

  /** The lines of the output that carry the result (not the records directory, nor the times). */
  private static List<String> results(CliRun run) {
    assertThat(run.exitCode()).as("err: %s", run.err()).isZero();
    return run.out().lines().filter(l -> !l.startsWith("records:") && !l.startsWith("time:")).toList();
  }

  @Test
  void totalsReadAsWordsWithTheSingularForOne() {
    assertThat(MatchReport.counts(new MatchTotals(1, 1, 1, 1, 10))).isEqualTo("1 win, 1 draw, 1 loss, 1 unfinished");
    assertThat(MatchReport.counts(new MatchTotals(2, 0, 3, 0, 10))).isEqualTo("2 wins, 0 draws, 3 losses, 0 unfinished");
  }

  @Test
  void aMatchPrintsTheScoreAndTheEloDifferenceWithItsInterval() {
    CliRun run = CliRun.of("match", "nim", "--levels", "1,5", "--games", "20");
    List<String> lines = results(run);
    assertThat(lines.get(0)).isEqualTo(
        "nim: level 1 (random) vs level 5 (best), 20 games, seed 1, 1 thread");
    // The perfect player (level 5) wins every game it can; random play wins little against it.
    assertThat(lines.get(1)).startsWith("level 1 (random): ").contains(" wins, ").contains("score 0.");
    // The games come in colour-swapped pairs (0-1, 2-3, ...): the Elo is the pentanomial one.
    assertThat(lines.get(2)).startsWith("pairs (each opening with colours swapped): LL ");
    assertThat(lines.get(3)).startsWith("Elo difference (level 1 - level 5): ")
        .contains("(95 % interval from the pentanomial variance");
    // Standard error is no terminal here: plain progress lines, one a tenth, no carriage returns.
    assertThat(run.err()).contains("20/20 games, score ").doesNotContain("\r").doesNotContain("[###");
    assertThat(run.err().lines().filter(l -> l.contains(" games, score "))).hasSize(10);
    // ... after the line that the match started, written before any game can end or be stopped.
    assertThat(run.err().lines().findFirst()).contains("0/20 games, starting");
  }

  @Test
  void onlyTheSidesThatSearchOnSeveralThreadsSayHowMany() {
    // mcts:PLAYOUTS searches on --bot-threads; alphabeta:DEPTH, a fixed budget, on one thread.
    CliRun run = CliRun.of("match", "pushfour", "--player", "alphabeta:1", "--player", "mcts:50",
        "--games", "2", "--bot-threads", "2");
    assertThat(results(run).get(0)).startsWith("pushfour: alphabeta:1 vs mcts:50, 2 threads, 2 games, ");
  }

  @Test
  void threadsAndAResumedRunGiveTheSameResultsAsOneRun() throws IOException {
    List<String> one = results(CliRun.of("match", "pushfour", "--levels", "1,2", "--games", "12"));
    List<String> two = results(CliRun.of("match", "pushfour", "--levels", "1,2", "--games", "12", "--threads", "2"));
    assertThat(two.subList(1, two.size())).isEqualTo(one.subList(1, one.size()));

    Path out = dir.resolve("games");
    results(CliRun.of("match", "pushfour", "--levels", "1,2", "--games", "12", "--out", out.toString()));
    try (Stream<Path> files = Files.list(out)) {
      assertThat(files.count()).isEqualTo(12);
    }
    for (int i : new int[] {3, 7, 8, 11}) {           // as if stopped before these games ended
      Files.delete(out.resolve(String.format("game-%06d.txt", i)));
    }
    CliRun refused = CliRun.of("match", "pushfour", "--levels", "1,2", "--games", "12", "--out", out.toString());
    assertThat(refused.oneLineError(2)).contains("already holds games").contains("--resume");
    List<String> resumed = results(CliRun.of(
        "match", "pushfour", "--levels", "1,2", "--games", "12", "--out", out.toString(), "--resume"));
    assertThat(resumed).isEqualTo(one);
    CliRun replay = CliRun.of("replay", out.resolve("game-000007.txt").toString());
    assertThat(replay.exitCode()).as(replay.err()).isZero();
    assertThat(replay.out()).startsWith("pushfour game record, ");
  }

  @Test
  void aTournamentPrintsARatingListAnchoredAtLevel1() {
    CliRun run = CliRun.of("match", "nim", "--levels", "1,2,5", "--games", "10");
    List<String> lines = results(run);
    assertThat(lines).anyMatch(l -> l.startsWith("level 1 vs level 2: "));
    assertThat(lines).anyMatch(l -> l.startsWith("rating list (Bradley-Terry maximum likelihood"));
    assertThat(lines).anyMatch(l -> l.equals("  level 1  +0.0 (anchor)"));
    assertThat(lines).anyMatch(l -> l.startsWith("  level 5  +"));
    assertThat(lines).anyMatch(l -> l.startsWith("  level 5: ") && l.contains("ms a move"));
  }

  @Test
  void anOddNumberOfGamesRatesEveryGame() {
    // Three games: one pair and a game without its partner. The Elo counts all three (the
    // trinomial), as docs/bots.md says and as Pentanomial.eloOf rates a tournament's pair.
    List<String> lines = results(CliRun.of("match", "nim", "--levels", "1,2", "--games", "3", "--seed", "3"));
    assertThat(lines).contains("level 1 (random): 1 win, 0 draws, 2 losses, 0 unfinished; score 0.333 (1 of 3)");
    assertThat(lines).anyMatch(l -> l.startsWith("pairs (each opening with colours swapped): ")
        && l.endsWith("; 1 game without its partner"));
    // 1 of 3: Elo -400 log10(2) = -120.4; the normal interval 1/3 ± 1.96·sqrt(2/27) passes below 0,
    // so the bounds are the exact ones: the lower 1 - 0.975^(1/3), the upper solves 3p² - 2p³ = 0.975.
    double lower = 1 - Math.pow(0.975, 1.0 / 3);
    double upper = 0.5;
    for (double step = 0.25; step > 1e-12; step /= 2) {
      upper += 3 * upper * upper - 2 * upper * upper * upper < 0.975 ? step : -step;
    }
    assertThat(lines).contains(String.format(java.util.Locale.ROOT, "Elo difference (level 1 - level 2): %+.1f [%+.1f,"
        + " %+.1f] (95 %% interval, trinomial standard error of every game's score; nElo needs whole pairs)",
        -400 * Math.log10(2), elo(lower), elo(upper)));
  }

  private static double elo(double score) {
    return -400 * Math.log10(1 / score - 1);
  }

  @Test
  void aLevelAgainstItselfGivesTheFirstPlayersScoreAndEverySideItsTime() {
    CliRun run = CliRun.of("match", "nim", "--levels", "5,5", "--games", "6");
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> lines = run.out().lines().toList();
    assertThat(lines.get(0)).isEqualTo("nim: level 5 (best) vs level 5 (best), 6 games, seed 1, 1 thread");
    // The perfect player against itself: the start's value decides every game. The booklet's
    // 4 x 4 NIM is lost for the first player: the second mirrors every move through the centre
    // (a line of touching balls and its mirror never share a ball on an even grid).
    assertThat(lines.get(1)).isEqualTo(
        // 0 of 6 has no spread: the exact (Clopper-Pearson) upper end 1 − 0.025^(1/6) = 0.459.
        "first player (FIRST): 0 wins, 0 draws, 6 losses, 0 unfinished; score 0.000 [0.000, 0.459] (95 % interval)");
    assertThat(lines).anyMatch(l -> l.matches("time: level 5 \\(best\\) [0-9.]+ ms a move over [0-9,]+ moves"));
  }

  @Test
  void adjacentPairsAndNamedSearchesPlayAndRateWithTheVirtualDraw() {
    CliRun run = CliRun.of("match", "pushfour", "--levels", "1,2,alphabeta", "--adjacent", "--games", "4",
        "--time-per-move", "5");
    List<String> lines = results(run);
    assertThat(lines.get(0)).startsWith("pushfour: neighbouring pairs of 1,2,alphabeta, 4 games a pair");
    assertThat(lines).anyMatch(l -> l.startsWith("level 1 vs level 2: "));
    assertThat(lines).anyMatch(l -> l.startsWith("level 2 vs alphabeta: "));
    assertThat(lines).noneMatch(l -> l.startsWith("level 1 vs alphabeta"));
    assertThat(lines).anyMatch(l -> l.contains("one virtual draw a pair as BayesElo's prior, level 1 = +0.0"));
    assertThat(lines).anyMatch(l -> l.startsWith("  alphabeta  ") && !l.contains("anchor"));
    assertThat(lines).anyMatch(l -> l.startsWith("  alphabeta: alpha-beta with the game's evaluation"));
  }

  @Test
  void aSweepPrintsAFiniteBoundNotAnInfiniteInterval() {
    // The issue's command: random play against the perfect player, 20 games. Whatever the count,
    // the line has finite numbers: "at most -…" for a sweep, an interval otherwise.
    List<String> lines = results(CliRun.of("match", "nim", "--levels", "1,5", "--games", "20", "--seed", "5"));
    String elo = lines.stream().filter(l -> l.startsWith("Elo difference")).findFirst().orElseThrow();
    assertThat(elo).doesNotContain("inf").matches("Elo difference \\(level 1 - level 5\\): (at most -\\d+\\.\\d|-\\d+\\.\\d \\[).*");
  }

  @Test
  void anSprtStopsANim2Versus3MatchEarlyWithItsDecision() {
    // The command of docs/cli.md: it must stop well before its 400 games.
    CliRun run = CliRun.of("match", "nim", "--levels", "2,3", "--games", "400", "--random-plies", "2",
        "--sprt", "elo0=0,elo1=50,alpha=0.05,beta=0.05");
    List<String> lines = results(run);
    assertThat(lines).anyMatch(l -> l.matches("SPRT after 1 pairs: LLR [-+]\\d+\\.\\d\\d, bounds \\[-2\\.94, \\+2\\.94\\]"));
    String decision = lines.stream().filter(l -> l.startsWith("SPRT (")).findFirst().orElseThrow();
    assertThat(decision).startsWith("SPRT (elo0=0, elo1=50, alpha=0.05, beta=0.05): H0 accepted after ");
    int pairs = Integer.parseInt(decision.replaceAll(".* accepted after (\\d+) pairs.*", "$1"));
    assertThat(pairs).isLessThan(200);
    String score = lines.stream().filter(l -> l.startsWith("level 2 (")).findFirst().orElseThrow();
    assertThat(score).contains("; score ").contains(" of " + 2 * pairs + ")");
    long steps = lines.stream().filter(l -> l.startsWith("SPRT after ")).count();
    assertThat(steps).isEqualTo(pairs);
  }

  @Test
  void aGauntletPlaysTheFirstLevelAgainstEachOtherAndAnAnchorFixesARating() {
    List<String> lines = results(CliRun.of("match", "nim", "--levels", "3,1,2", "--gauntlet", "--games", "6",
        "--anchor", "1=1000"));
    assertThat(lines.get(0)).startsWith("nim: gauntlet of 3,1,2, 6 games a pair");
    assertThat(lines).anyMatch(l -> l.startsWith("level 3 vs level 1: "));
    assertThat(lines).anyMatch(l -> l.startsWith("level 3 vs level 2: "));
    assertThat(lines).noneMatch(l -> l.startsWith("level 1 vs level 2"));
    assertThat(lines).anyMatch(l -> l.contains("level 1 = +1000.0;"));
    assertThat(lines).anyMatch(l -> l.equals("  level 1  +1000.0 (anchor)"));
  }

  @Test
  void anOpeningFileStartsEachPairFromItsLine() throws IOException {
    Path openings = dir.resolve("openings.txt");
    CliRun start = CliRun.of("match", "nim", "--levels", "1,2", "--games", "2", "--out", dir.resolve("g").toString());
    assertThat(start.exitCode()).as(start.err()).isZero();
    String record = Files.readString(dir.resolve("g").resolve("game-000000.txt"));
    assertThat(record).contains("[Pair \"0\"]");
    // Two positions: the start, and the start again; a comment and a blank line are skipped.
    String position = startText(io.github.boardrules.core.catalog.GameCatalog.load().game("nim"));
    Files.writeString(openings, "# two openings\n" + position + "\n\n" + position + "\n");
    List<String> lines = results(CliRun.of("match", "nim", "--levels", "1,2", "--games", "4", "--openings",
        openings.toString()));
    assertThat(lines.get(0)).contains("2 openings from " + openings).contains("each opening played twice with colours swapped");
    Files.writeString(openings, "not a position\n");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--openings", openings.toString()).oneLineError(2))
        .contains("--openings: " + openings + " line 1 is not a position of nim");
  }

  private static <S, M> String startText(io.github.boardrules.core.catalog.ConfiguredGame<S, M> game) {
    return game.positions().encode(game.rules().initialState());
  }

  @Test
  void badOptionsAreRefusedWithExitCode2() {
    assertThat(CliRun.of("match", "nim", "--levels", "1,9").oneLineError(2)).contains("levels 1 to 5, not 9");
    assertThat(CliRun.of("match", "nim").oneLineError(2)).contains("needs --levels");
    assertThat(CliRun.of("match", "nim", "--levels", "2").oneLineError(2)).contains("two levels or more");
    assertThat(CliRun.of("match", "nim", "--levels", "2,x").oneLineError(2)).contains("--levels must be a whole number");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2,2").oneLineError(2)).contains("names a level twice");
    assertThat(CliRun.of("match", "nim", "--levels", "mcts,2").oneLineError(2))
        .contains("--levels mcts: a named search needs --time-per-move");
    assertThat(CliRun.of("match", "nim", "--levels", "alphabeta,2", "--time-per-move", "5").oneLineError(2))
        .contains("--levels alphabeta: nim has no evaluation");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--table", dir.resolve("x.table").toString())
        .oneLineError(2)).contains("--table: nim has no solved tables");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--games", "0").oneLineError(2))
        .contains("--games must be from 1 to 1,000,000, not 0");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--games", "1000001").oneLineError(2))
        .contains("--games must be from 1 to 1,000,000, not 1000001");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--time-per-move", "3601s").oneLineError(2))
        .contains("must be from 1 to 3,600, not 3601");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--resume").oneLineError(2)).contains("--resume needs --out");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2,3", "--tournament", "--adjacent").oneLineError(2))
        .contains("--tournament and --adjacent are alternatives");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2,3", "--gauntlet", "--adjacent").oneLineError(2))
        .contains("--gauntlet and --adjacent");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2,3", "--sprt", "elo0=0,elo1=5,alpha=0.05,beta=0.05")
        .oneLineError(2)).contains("--sprt tests a match of two levels");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--sprt", "elo0=5,elo1=0,alpha=0.05,beta=0.05")
        .oneLineError(2)).contains("--sprt: SPRT: elo0 must be less than elo1");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2,3", "--anchor", "4=0").oneLineError(2))
        .contains("--anchor 4 is not one of --levels 1,2,3");
    // Under /proc root passes the writability check but no directory can be made: the path is named
    // (elsewhere, or as another user, the check itself refuses it, naming it too).
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--out", "/proc/boardrules-x/y").oneLineError(2))
        .contains("cannot write the match records to /proc/boardrules-x/y");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--anchor", "1=0").oneLineError(2))
        .contains("--anchor fixes a player of a rating list");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--depth", "3").oneLineError(2)).contains("unknown option --depth");
    assertThat(CliRun.of("match", "nim", "--levels", "1,2", "--time-per-move", "fast").oneLineError(2))
        .contains("--time-per-move");
    assertThat(CliRun.of("match", "intarsia", "--levels", "1,2").oneLineError(2)).contains("puzzle for one player");
    assertThat(CliRun.of("match", "--help").out()).startsWith("usage: match <game> [--levels A,B[,C...]] [--player SPEC]...");
    // Options are read in any case, as every word of the tool is.
    assertThat(CliRun.of("match", "nim", "--LEVELS", "1,9").oneLineError(2)).contains("levels 1 to 5, not 9");
  }
}
