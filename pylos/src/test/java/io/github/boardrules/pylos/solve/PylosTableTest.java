package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosSpots;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.Board;
import io.github.boardrules.pylos.solve.PylosSolver.Result;
import io.github.boardrules.pylos.solve.PylosSolver.Verdict;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The table file and its computation on the top layer (28 balls on the board, 40,116,600
 * positions, two seconds): the values, stopping and resuming, and refusing corrupt files. The
 * whole table is a tool run (its figures: {@code pylos/results/table-runs.csv}).
 */
class PylosTableTest {
  @TempDir static Path directory;

  private static Path topLayer;
  private static List<PylosTable.Progress> topLayerReports = List.of();

  /**
   * Layer 28 alone, as a computation stopped there leaves it: computed once per test JVM and
   * shared with {@link PylosSolveGuideTest} (no test writes to it; they copy it to change it).
   */
  @BeforeAll
  static void computeTheTopLayer() {
    TopLayerTable.Computed computed = TopLayerTable.get();
    topLayer = computed.file();
    topLayerReports = computed.reports();
  }

  /** The 28-ball position with the given level-2 spot empty, the player to move with {@code own}. */
  private static PylosState full(String emptyLevel2, long own) {
    long all = Board.FULL & ~(1L << PylosSpots.TOP) & ~(1L << PylosSpots.parse(emptyLevel2));
    return Pylos.children().state(own, all & ~own, Pylos.LIGHT, 28);
  }

  private static long firstBalls(long set, int count) {
    long chosen = 0;
    for (long b = set; Long.bitCount(chosen) < count; b &= b - 1) {
      chosen |= Long.lowestOneBit(b);
    }
    return chosen;
  }

  @Test
  void everyPositionOfTheTopLayerIsLostInTwo() throws IOException {
    // 28 balls, 14 a side: the one move is to fill the empty level-2 spot (a free level-1 ball
    // would be one of its supporters, a level-2 ball cannot rise to the unsupported top); the
    // mover's reserve is then empty and the opponent places the top.
    try (FileChannel channel = FileChannel.open(topLayer, StandardOpenOption.READ)) {
      PylosTableFile.Layers layers = PylosTableFile.scan(channel, topLayer, false);
      assertThat(layers.lowest()).isEqualTo(28);
      byte[][] values = PylosTableFile.read(channel, topLayer, 28, layers.start(28));
      long count = 0;
      for (byte[] set : values) {
        for (byte value : set) {
          assertThat(value).isEqualTo((byte) 2);
          count++;
        }
      }
      assertThat(count).isEqualTo(40_116_600L);
    }
    PylosTable.Progress last = topLayerReports.get(topLayerReports.size() - 1);
    assertThat(last.layerDone()).isTrue();
    assertThat(last.layer()).isEqualTo(28);
    assertThat(last.layerPositions()).isEqualTo(40_116_600L);
    assertThat(last.layerWins()).isZero();
    assertThat(last.done()).isEqualTo(40_116_600L);
    assertThat(last.total()).isEqualTo(1_686_262_193L);
    // The new file's header was written beside it and moved into place.
    assertThat(topLayer.resolveSibling("top.pylos.part")).doesNotExist();
  }

  @Test
  void aStoppedTableAnswersItsLayersAndNothingBelow() throws IOException {
    PylosTable table = PylosTable.open(topLayer);
    assertThat(table.isFinished()).isFalse();
    assertThat(table.lowestLayer()).isEqualTo(28);
    long all = Board.FULL & ~(1L << PylosSpots.TOP) & ~(1L << PylosSpots.parse("2b2"));
    Result result = table.solve(full("2b2", firstBalls(all, 14)));
    assertThat(result.verdict()).isEqualTo(Verdict.LOSS);
    assertThat(result.plies()).isEqualTo(2);
    assertThat(result.bestMove()).contains(PylosMove.place(PylosSpots.parse("2b2")));
    // The children's layered table stores exact distances: its text says "in", not "within".
    assertThat(result.isBound()).isFalse();
    assertThat(result.toString()).startsWith("LOSS in 2 plies (2b2)");
    // The opponent's reserve is empty: any move wins in one, without the table.
    long twentyNine = Board.FULL & ~(1L << PylosSpots.TOP);
    PylosState opponentOut = Pylos.children().state(firstBalls(twentyNine, 14), twentyNine & ~firstBalls(twentyNine, 14), Pylos.LIGHT, 29);
    assertThat(table.solve(opponentOut).verdict()).isEqualTo(Verdict.WIN);
    assertThat(table.solve(opponentOut).plies()).isEqualTo(1);
    assertThat(table.solve(Pylos.children().initialState()).verdict()).isEqualTo(Verdict.UNKNOWN);
    Bot<PylosState, PylosMove> fallback = state -> PylosMove.place(PylosSpots.parse("b2"));
    PerfectPylosBot bot = PerfectPylosBot.of(table, fallback);
    assertThat(bot.chooseMove(full("2a1", firstBalls(Board.FULL & ~(1L << PylosSpots.TOP) & ~(1L << PylosSpots.parse("2a1")), 14))))
        .isEqualTo(PylosMove.place(PylosSpots.parse("2a1")));
    assertThat(bot.chooseMove(Pylos.children().initialState())).isEqualTo(PylosMove.place(PylosSpots.parse("b2")));
  }

  @SuppressWarnings("unchecked") // the catalogue's pylos games are of these types
  private static ConfiguredGame<PylosState, PylosMove> catalogue(String name) {
    return (ConfiguredGame<PylosState, PylosMove>) GameCatalog.load().game(name);
  }

  @Test
  void theCataloguesTopLevelAndHintPlayFromAGivenTable() throws IOException {
    ConfiguredGame<PylosState, PylosMove> game = catalogue("pylos(ruleSet=children)").withTable(topLayer);
    assertThat(game.tableFile()).contains(topLayer);
    // The 28-ball positions are lost in 2 (see above): the hint is the table's exact value.
    PylosState lost = full("2b1", firstBalls(Board.FULL & ~(1L << PylosSpots.TOP) & ~(1L << PylosSpots.parse("2b1")), 14));
    Hint<PylosMove> hint = Bots.hint(game, lost, Duration.ofMillis(10));
    assertThat(hint.move()).isEqualTo(PylosMove.place(PylosSpots.parse("2b1")));
    assertThat(hint.value()).isEqualTo(PositionValue.loss(2, true));
    assertThat(hint.text(game.notation())).isEqualTo("2b1: LOSS in 2 plies");
    // The top level plays the table's move at once; where the table has no answer (the start
    // of this unfinished table) it searches, here for 5 ms.
    Bot<PylosState, PylosMove> top = Bots.of(game, BotSettings.level(5).timePerMove(Duration.ofMillis(5)));
    assertThat(top.chooseMove(lost)).isEqualTo(PylosMove.place(PylosSpots.parse("2b1")));
    PylosState start = game.rules().initialState();
    assertThat(game.rules().isLegal(start, top.chooseMove(start))).isTrue();
    assertThat(Bots.hint(game, start, Duration.ofMillis(20)).value().kind()).isEqualTo(PositionValue.Kind.SCORE);
    // A table answers its own rule set and end reading only.
    assertThatThrownBy(() -> catalogue("pylos").withTable(topLayer))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("table: " + topLayer + " holds the CHILDREN rule set's table, not the STANDARD one");
    assertThatThrownBy(() -> catalogue("pylos(ruleSet=children,raiseWithEmptyReserve=true)").withTable(topLayer))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("raiseWithEmptyReserve=true");
    Path text = Files.writeString(directory.resolve("not-a-table.pylos"), "hello");
    assertThatThrownBy(() -> catalogue("pylos(ruleSet=children)").withTable(text))
        .isInstanceOf(PylosTableException.class);
  }

  @Test
  void theGuidesTableExamplePlaysTheTablesMove() throws IOException {
    @SuppressWarnings("unchecked") // the catalogue's pylos games are of these types
    Bot<PylosState, PylosMove> perfect = (Bot<PylosState, PylosMove>) PerfectChildren.bot(topLayer);
    // 28 balls: the one move fills the empty level-2 spot, and the opponent then places the top.
    PylosState lost = full("2a2", firstBalls(Board.FULL & ~(1L << PylosSpots.TOP) & ~(1L << PylosSpots.parse("2a2")), 14));
    assertThat(perfect.chooseMove(lost)).isEqualTo(PylosMove.place(PylosSpots.parse("2a2")));
  }

  @Test
  void aSecondRunGoesOnFromTheFileInsteadOfSolvingAgain() throws Exception {
    Path copy = Files.copy(topLayer, directory.resolve("again.pylos"));
    long size = Files.size(copy);
    List<PylosTable.Progress> reports = new ArrayList<>();
    PylosTable.compute(Pylos.children(), copy, 1, 28, reports::add);
    assertThat(reports).hasSize(1);
    assertThat(reports.get(0).layerDone()).isTrue();
    assertThat(reports.get(0).resumed()).isEqualTo(40_116_600L);
    assertThat(reports.get(0).estimatedLeft()).isEmpty();
    assertThat(Files.size(copy)).isEqualTo(size);
  }

  @Test
  void aLayerCutShortIsSolvedAgain() throws Exception {
    Path cut = Files.copy(topLayer, directory.resolve("cut.pylos"));
    long size = Files.size(cut);
    try (RandomAccessFile file = new RandomAccessFile(cut.toFile(), "rw")) {
      file.setLength(size - 1_000);
    }
    assertThatThrownBy(() -> PylosTable.open(cut))
        .isInstanceOf(PylosTableException.class)
        .hasMessageContaining("the file ends inside a layer record");
    List<PylosTable.Progress> reports = new ArrayList<>();
    PylosTable table = PylosTable.compute(Pylos.children(), cut, 2, 28, reports::add);
    assertThat(table.lowestLayer()).isEqualTo(28);
    assertThat(reports.get(reports.size() - 1).resumed()).isZero();
    assertThat(Files.mismatch(cut, topLayer)).isEqualTo(-1L);
  }

  @Test
  void corruptFilesAreRefusedWithWhereAndWhy() throws IOException {
    Path corrupt = Files.copy(topLayer, directory.resolve("corrupt.pylos"));
    try (RandomAccessFile file = new RandomAccessFile(corrupt.toFile(), "rw")) {
      file.seek(PylosTableFile.HEADER + 12 + 1_000_000);
      file.write(3);
    }
    assertThatThrownBy(() -> PylosTable.open(corrupt))
        .isInstanceOfSatisfying(PylosTableException.class, e -> {
          assertThat(e.file()).isEqualTo(corrupt);
          assertThat(e.reason()).isEqualTo("layer 28: the checksum does not match");
          assertThat(e.offset()).isEqualTo(PylosTableFile.HEADER + 12 + 40_116_600L);
        });
    Path text = Files.writeString(directory.resolve("text.pylos"), "LIGHT to move\n".repeat(10));
    assertThatThrownBy(() -> PylosTable.open(text))
        .isInstanceOf(PylosTableException.class)
        .hasMessageContaining("not a Pylos table");
    assertThatThrownBy(() -> PylosTable.compute(Pylos.children(), text, 1, 28, p -> {}))
        .isInstanceOf(PylosTableException.class)
        .hasMessageContaining("at byte 0");
  }

  @Test
  void theTableSolvesTheDefaultEndOnly() {
    for (PylosRuleSet ruleSet : PylosRuleSet.values()) {
      Pylos rules = Pylos.builder().ruleSet(ruleSet).raiseWithEmptyReserve(true).build();
      assertThatThrownBy(() -> PylosTable.compute(rules, directory.resolve("no.pylos"), 1, 0, p -> {}))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("the table solves the default end reading");
    }
    assertThatThrownBy(() -> PylosTable.compute(Pylos.standard(), directory.resolve("no.pylos"), 1, 28, p -> {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("lowestLayer must be 0 for the STANDARD rule set, not 28");
    assertThat(directory.resolve("no.pylos")).doesNotExist();
  }

  @Test
  void aTableOfOneRuleSetIsNotResumedForAnother() throws IOException {
    Path copy = Files.copy(topLayer, directory.resolve("children.pylos"));
    assertThatThrownBy(() -> PylosTable.compute(Pylos.mature(), copy, 1, 0, p -> {}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("holds a table of the CHILDREN rules, not MATURE");
    assertThat(Files.mismatch(copy, topLayer)).isEqualTo(-1L);
  }

  @Test
  void sweepTablesAreWholeOrRefused() throws IOException {
    Path headerOnly = directory.resolve("standard.pylos");
    try (FileChannel channel = FileChannel.open(headerOnly, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
      PylosTableFile.writeHeader(channel, PylosTableFile.Header.sweeps(PylosRuleSet.STANDARD, 3, false, 0, false));
    }
    assertThatThrownBy(() -> PylosTable.open(headerOnly))
        .isInstanceOfSatisfying(PylosTableException.class, e -> {
          assertThat(e.reason()).isEqualTo("a sweep table ends before layer 0");
          assertThat(e.offset()).isEqualTo(PylosTableFile.HEADER);
        });
    assertThatThrownBy(() -> PylosTable.compute(Pylos.standard(), headerOnly, 1, 0, p -> {}))
        .isInstanceOf(PylosTableException.class)
        .hasMessageContaining("a sweep table ends before layer 0");
    Path noSweep = directory.resolve("mature.pylos");
    try (FileChannel channel = FileChannel.open(noSweep, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
      PylosTableFile.writeHeader(channel, PylosTableFile.Header.sweeps(PylosRuleSet.MATURE, 0, false, 0, false));
    }
    assertThatThrownBy(() -> PylosTable.open(noSweep))
        .isInstanceOf(PylosTableException.class)
        .hasMessageContaining("0 sweeps, finished 0: not possible for the MATURE rule set");
  }
}
