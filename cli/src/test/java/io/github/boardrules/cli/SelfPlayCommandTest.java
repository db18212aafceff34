package io.github.boardrules.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.learning.selfplay.SelfPlayData;
import io.github.boardrules.learning.selfplay.SelfPlayGame;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code selfplay}: the command of docs/learning.md writes a file that the library's reader and that
 * page's Python snippet (where Python with NumPy is present) read back as written.
 */
class SelfPlayCommandTest {
  private static final String GAME = "nim(rows=3,columns=5)";
  private static final Path GUIDE = Path.of("..", "docs", "learning.md");

  @TempDir Path dir;

  private Path selfPlay(String name, String... more) {
    Path file = dir.resolve(name);
    List<String> args = new ArrayList<>(List.of("selfplay", GAME, "--games", "4", "--simulations", "30",
        "--seed", "7", "--out", file.toString()));
    args.addAll(List.of(more));
    CliRun run = CliRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith(GAME + ": 4 games, ").contains("30 simulations a move, seed 7")
        .contains("wrote " + file);
    return file;
  }

  @Test
  void aLongRunShowsItsProgressAndAStopWritesNothing() throws Exception {
    Path file = dir.resolve("stopped.npz");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    long started = System.nanoTime();
    AtomicInteger asked = new AtomicInteger();
    int code;
    try (PrintStream o = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      // A million games cannot finish here: the user stops the run after about a second (the check
      // between two games is asked once per game).
      code = Main.run(new String[] {"selfplay", GAME, "--games", "1000000", "--simulations", "30", "--out",
          file.toString()}, InputStream.nullInputStream(), o, e,
          new Controls(e, Duration.ofMillis(100), () -> asked.incrementAndGet() > 1
              && System.nanoTime() - started > TimeUnit.SECONDS.toNanos(1)));
    }
    String text = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(text).isEqualTo(CliException.STOPPED);
    assertThat(text).contains("selfplay: ").contains(" of 1,000,000 games, ").contains("(Ctrl-C stops)");
    assertThat(text.strip().lines().reduce((a, b) -> b).orElseThrow())
        .startsWith("boardrules: selfplay stopped as asked after ").contains(" of 1,000,000 games; nothing was written");
    assertThat(file).doesNotExist();
    assertThat(files()).as("no temporary file is left").isEmpty();
  }

  private List<String> files() throws IOException {
    try (Stream<Path> list = Files.list(dir)) {
      return list.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void theFileReadsBackAndTheSameSeedWritesTheSameBytesOnAnyThreads() throws IOException {
    Path one = selfPlay("one.npz");
    Path two = selfPlay("two.npz", "--threads", "2");
    assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
    assertThat(files()).as("only the files, no temporary file").containsExactly("one.npz", "two.npz");
    SelfPlayData data = SelfPlayData.read(one);
    assertThat(data.game()).isEqualTo(GAME);
    assertThat(data.observationShape()).containsExactly(2, 3, 5);
    assertThat(data.gameIndex(0)).isZero();
    assertThat(data.gameIndex(data.size() - 1)).isEqualTo(3);
    // The two ways of learning from other positions and other targets are recorded as given.
    SelfPlayData opened = SelfPlayData.read(selfPlay("opened.npz", "--random-opening", "3", "--child-value-policy",
        "2.5"));
    assertThat(opened.settings().orElseThrow().randomOpening()).isEqualTo(3);
    assertThat(opened.settings().orElseThrow().childValuePolicy()).isEqualTo(2.5);
    assertThat(data.settings().orElseThrow().randomOpening()).isZero();
    assertThat(data.settings().orElseThrow().childValuePolicy()).isZero();
    // NIM never draws and these games are short: every outcome is a win or a loss.
    for (int i = 0; i < data.size(); i++) {
      assertThat(data.outcome(i)).isIn(1f, -1f);
    }
  }

  @Test
  void theGuidesPythonSnippetReadsTheFile() throws IOException, InterruptedException {
    Path file = selfPlay("nim.npz");
    SelfPlayData data = SelfPlayData.read(file);
    int n = data.size();
    int actions = data.actionCount();
    if (!pythonWithNumpy()) {
      // No NumPy here: the guide's snippet cannot run. The file is still checked as NumPy reads
      // it: a zip of .npy entries, each opening with the format's magic string.
      System.out.println("python3 with numpy is not available: the guide's Python snippet was not run");
      List<String> names = new ArrayList<>();
      try (ZipInputStream zip = new ZipInputStream(Files.newInputStream(file))) {
        ZipEntry entry;
        while ((entry = zip.getNextEntry()) != null) {
          names.add(entry.getName());
          byte[] start = zip.readNBytes(6);
          assertThat(new String(start, 1, 5, StandardCharsets.US_ASCII)).isEqualTo("NUMPY");
        }
      }
      assertThat(names).containsExactly("format.npy", "game.npy", "action_count.npy", "settings.npy",
          "observation.npy", "legal_offsets.npy", "legal_actions.npy", "policy.npy", "outcome.npy", "action.npy",
          "game_index.npy", "ply.npy", "root_value.npy", "action_q.npy", "game_offsets.npy", "game_seed.npy",
          "game_truncated.npy", "game_start.npy");
      return;
    }
    // The snippet, then what it made for position 7, to compare with the library's reader; then a
    // reader of format 3's entries written here from the format's description alone.
    String snippet = pythonSnippet().replace("\"nim.npz\"", "\"" + file.toAbsolutePath() + "\"")
        + "print(np.flatnonzero(mask[7]).tolist(), policy[7][mask[7]].tolist(), int(mask.sum()))\n"
        + INDEPENDENT_READER.replace("FILE", file.toAbsolutePath().toString());
    Process python = new ProcessBuilder("python3", "-c", snippet).redirectErrorStream(true).start();
    String output;
    try (InputStream in = python.getInputStream()) {
      output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(python.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(python.exitValue()).as(output).isZero();
    assertThat(n).as("the snippet densifies positions 0 to 7").isGreaterThanOrEqualTo(8);
    int legalOfBatch = 0;
    for (int i = 0; i < 8; i++) {
      legalOfBatch += data.legalActions(i).length;
    }
    StringBuilder shares = new StringBuilder();
    for (float share : data.legalPolicy(7)) {
      shares.append(shares.length() == 0 ? "[" : ", ").append((double) share);
    }
    List<SelfPlayGame> games = data.games();
    long cut = games.stream().filter(SelfPlayGame::truncated).mapToLong(SelfPlayGame::positions).sum();
    StringBuilder perGame = new StringBuilder();
    for (SelfPlayGame g : games) {
      perGame.append(g.index()).append(' ').append(g.firstPosition()).append(' ').append(g.positions()).append(' ')
          .append(g.seed()).append(' ').append(g.truncated() ? "True" : "False").append(' ').append(g.start())
          .append('|');
    }
    assertThat(output.strip().lines()).containsExactly(
        GAME + " (" + n + ", 2, 3, 5) (" + data.legalActionTotal() + ",) (8, " + actions + ") (" + n + ",)",
        "30 7 4 " + cut + " " + games.get(0).start(),
        Arrays.toString(data.legalActions(7)) + " " + shares + "] " + legalOfBatch,
        data.settings().orElseThrow().toJson(),
        String.format(Locale.ROOT, "%.6f %.6f %.6f %.6f", data.rootValue(0), data.actionQ(0),
            data.rootValue(n - 1), data.actionQ(n - 1)),
        perGame.toString());
    // NIM's last move of a game takes the last ball and wins: every simulation through it backs up +1.
    for (SelfPlayGame g : games) {
      assertThat(data.actionQ(g.firstPosition() + g.positions() - 1)).isEqualTo(1f);
    }
  }

  /**
   * A reader of format 3 written from docs/learning.md's table alone: the settings as JSON, the
   * games from their offsets, checked against the positions (one game_index a game, plies from 0),
   * and printed one per game.
   */
  private static final String INDEPENDENT_READER = String.join("\n",
      "import json as _json",
      "_z = np.load(r'FILE')",
      "_s = _json.loads(_z['settings'][()].decode('utf-8'))",
      "print(_json.dumps(_s, separators=(',', ':')))",
      "_v, _q = _z['root_value'], _z['action_q']",
      "print('%.6f %.6f %.6f %.6f' % (_v[0], _q[0], _v[-1], _q[-1]))",
      "_o = _z['game_offsets']",
      "assert _o[0] == 0 and _o[-1] == len(_z['outcome']) and len(_o) == len(_z['game_seed']) + 1",
      "_line = ''",
      "for _g in range(len(_o) - 1):",
      "    _a, _b = int(_o[_g]), int(_o[_g + 1])",
      "    assert len(set(_z['game_index'][_a:_b].tolist())) == 1",
      "    assert _z['ply'][_a:_b].tolist() == list(range(_b - _a))",
      "    if _z['game_truncated'][_g]:",
      "        assert not _z['outcome'][_a:_b].any()",
      "    _line += '%d %d %d %d %s %s|' % (_z['game_index'][_a], _a, _b - _a, _z['game_seed'][_g],",
      "        bool(_z['game_truncated'][_g]), _z['game_start'][_g].decode('utf-8'))",
      "print(_line)",
      "");

  private static boolean pythonWithNumpy() throws InterruptedException {
    try {
      Process check = new ProcessBuilder("python3", "-c", "import numpy").redirectErrorStream(true).start();
      check.getInputStream().readAllBytes();
      return check.waitFor(60, TimeUnit.SECONDS) && check.exitValue() == 0;
    } catch (IOException e) {
      return false;
    }
  }

  private static String pythonSnippet() throws IOException {
    String guide = Files.readString(GUIDE);
    int marker = guide.indexOf("<!-- snippet:selfplay-python -->");
    assertThat(marker).as("the guide's selfplay-python snippet").isNotNegative();
    int start = guide.indexOf("```python\n", marker) + "```python\n".length();
    int end = guide.indexOf("```", start);
    return guide.substring(start, end);
  }

  /**
   * {@code tzaar} names no setup (the catalogue draws one): each game draws its own, and the file
   * records the game without a seed and each start; {@code tzaar(seed=42)} names one setup, and
   * every game starts from it.
   */
  @Test
  void tzaarGamesStartFromASetupEachUnlessTheTextNamesOne() throws IOException {
    Path drawn = dir.resolve("drawn.npz");
    CliRun run = CliRun.of("selfplay", "tzaar", "--games", "3", "--simulations", "2", "--ply-cap", "1", "--seed",
        "4", "--out", drawn.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("tzaar: 3 games, 3 positions, ");
    SelfPlayData data = SelfPlayData.read(drawn);
    assertThat(data.game()).isEqualTo("tzaar");
    assertThat(data.games()).extracting(SelfPlayGame::start).doesNotHaveDuplicates().hasSize(3);
    assertThat(data.games()).allSatisfy(g -> assertThat(g.truncated()).isTrue());

    Path named = dir.resolve("named.npz");
    CliRun fixed = CliRun.of("selfplay", "tzaar(seed=42)", "--games", "2", "--simulations", "2", "--ply-cap", "1",
        "--out", named.toString());
    assertThat(fixed.exitCode()).as(fixed.err()).isZero();
    SelfPlayData one = SelfPlayData.read(named);
    assertThat(one.game()).isEqualTo("tzaar(seed=42)");
    var game = GameChoice.of("tzaar(seed=42)", null);
    assertThat(one.games()).extracting(SelfPlayGame::start).containsOnly(startText(game));
  }

  private static <S, M> String startText(io.github.boardrules.core.catalog.ConfiguredGame<S, M> game) {
    return game.positions().encode(game.rules().initialState());
  }

  @Test
  void badArgumentsAreRefusedInOneLine() {
    assertThat(CliRun.of("selfplay", GAME).oneLineError(2)).contains("selfplay needs --out");
    assertThat(CliRun.of("selfplay", GAME, "--out", dir.resolve("x.npz").toString(), "--noise", "2")
        .oneLineError(2)).contains("--noise must be a number from 0 to 1, not 2");
    assertThat(CliRun.of("selfplay", GAME, "--out", dir.resolve("x.npz").toString(), "--games", "0")
        .oneLineError(2)).contains("--games must be from 1 to 1,000,000, not 0");
    // Every option is read by its picocli converter, before the run starts: a bad value is refused by name.
    String out = dir.resolve("x.npz").toString();
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--simulations", "0").oneLineError(2))
        .contains("--simulations must be from 1 to 1,000,000, not 0");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--sampling-plies", "-1").oneLineError(2))
        .contains("--sampling-plies must be from 0 to 1,000,000, not -1");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--leaf-batch", "257").oneLineError(2))
        .contains("--leaf-batch must be from 1 to 256, not 257");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--game-batch", "many").oneLineError(2))
        .contains("--game-batch must be a whole number from 1 to 4,096, not \"many\"");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--random-opening", "-2").oneLineError(2))
        .contains("--random-opening must be from 0 to 1,000,000, not -2");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--child-value-policy", "101").oneLineError(2))
        .contains("--child-value-policy must be a number from 0 to 100, not 101");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--fpu", "11").oneLineError(2))
        .contains("--fpu must be a number from 0 to 10, not 11");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--fpu", "a lot").oneLineError(2))
        .contains("--fpu must be a number from 0 to 10, not \"a lot\"");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--dirichlet-alpha", "0").oneLineError(2))
        .contains("--dirichlet-alpha must be a number above 0, not 0");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--dirichlet-alpha", "Infinity").oneLineError(2))
        .contains("--dirichlet-alpha must be a number above 0, not Infinity");
    assertThat(CliRun.of("selfplay", GAME, "--out", out, "--seed", "1.5").oneLineError(2))
        .contains("--seed must be a whole number");
    assertThat(CliRun.of("selfplay", GAME, "--out", "x.npz", "--playouts", "5", "--simulations", "5")
        .oneLineError(2)).contains("option --simulations (or --playouts) is given twice");
    assertThat(CliRun.of("selfplay", "intarsia", "--out", dir.resolve("x.npz").toString())
        .oneLineError(2)).contains("a puzzle for one player");
    assertThat(CliRun.of("selfplay", GAME, "--out", dir.resolve("no/such/dir/x.npz").toString())
        .oneLineError(2)).contains("does not exist");
    assertThat(Files.exists(dir.resolve("x.npz"))).isFalse();
  }
}
