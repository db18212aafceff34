package io.github.boardrules.pylos.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosMove;
import io.github.boardrules.pylos.PylosRuleSet;
import io.github.boardrules.pylos.PylosState;
import io.github.boardrules.pylos.internal.PylosEngine;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The opening table keeps the layers it needs and answers as the table does: hand-worked values
 * (every stored position lost in 2, won in 1, undecided), random stored values against the
 * table's own evaluation over the same layers, and every kind of damaged file refused with its
 * offset. Small openings (up to 4 balls, 23,000 positions): no table is computed.
 */
class PylosOpeningTableTest {
  private static final Path NAME = Path.of("opening.pylos.gz");

  /** The magic text's length: the header's fields follow it. */
  private static final int MAGIC = "boardrules pylos opening\n".length();

  @TempDir Path directory;

  private static byte[][] layers(int maxBalls, int value) {
    PylosTableIndex index = PylosTableIndex.get();
    byte[][] layers = new byte[maxBalls + 2][];
    for (int n = 0; n < layers.length; n++) {
      layers[n] = new byte[(int) index.layerSize(n)];
      Arrays.fill(layers[n], (byte) value);
    }
    return layers;
  }

  private static byte[] written(PylosRuleSet ruleSet, int maxBalls, boolean exact, byte[][] layers)
      throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PylosOpeningTable.write(ruleSet, maxBalls, exact ? 3 : 0, exact, layers, out);
    return out.toByteArray();
  }

  private static PylosOpeningTable read(byte[] bytes) throws IOException {
    return PylosOpeningTable.read(new ByteArrayInputStream(bytes), NAME);
  }

  /** Positions of random games of {@code rules}, each with at most {@code maxBalls} on the board. */
  private static List<PylosState> randomPositions(Pylos rules, int maxBalls, int games, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    List<PylosState> positions = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      PylosState state = rules.initialState();
      while (!rules.status(state).isOver() && onBoard(state) <= maxBalls) {
        positions.add(state);
        List<PylosMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
    }
    return positions;
  }

  private static int onBoard(PylosState state) {
    return Long.bitCount(state.balls(state.toMove()) | state.balls(state.toMove().opponent()));
  }

  @Test
  void everyStoredPositionLostInTwoMakesEveryMoveAWinInThree() throws IOException {
    // Each move of the start leads to a stored position (the opponent to move) lost in 2, so the
    // start is won in 3, by the first move, and exactly so in an exact opening.
    PylosOpeningTable opening = read(written(PylosRuleSet.STANDARD, 3, true, layers(3, 2)));
    Pylos rules = opening.rules();
    PylosSolver.Result start = opening.solve(rules.initialState());
    assertThat(start.verdict()).isEqualTo(PylosSolver.Verdict.WIN);
    assertThat(start.plies()).isEqualTo(3);
    assertThat(start.isBound()).isFalse();
    assertThat(start.bestMove()).contains(rules.legalMoves(rules.initialState()).get(0));
    assertThat(opening.isExact()).isTrue();
    assertThat(opening.refinements()).isEqualTo(3);
  }

  @Test
  void everyStoredPositionWonInOneMakesTheStartALossInTwoAsABoundInABoundOpening() throws IOException {
    PylosOpeningTable opening = read(written(PylosRuleSet.MATURE, 3, false, layers(3, 1)));
    assertThat(opening.rules().ruleSet()).isEqualTo(PylosRuleSet.MATURE);
    PylosSolver.Result start = opening.solve(opening.rules().initialState());
    assertThat(start.verdict()).isEqualTo(PylosSolver.Verdict.LOSS);
    assertThat(start.plies()).isEqualTo(2);
    assertThat(start.isBound()).isTrue();
    assertThat(start.toString()).contains("within");
  }

  @Test
  void undecidedPositionsOfAFinishedTableAreDraws() throws IOException {
    PylosOpeningTable opening = read(written(PylosRuleSet.STANDARD, 2, false, layers(2, 255)));
    PylosSolver.Result start = opening.solve(opening.rules().initialState());
    assertThat(start.verdict()).isEqualTo(PylosSolver.Verdict.DRAW);
    assertThat(start.bestMove()).isPresent();
  }

  @Test
  void randomStoredValuesAreAnsweredAsTheTablesOwnEvaluationOfTheSameLayers() throws IOException {
    int maxBalls = 4;
    SplittableRandom random = new SplittableRandom(29);
    byte[][] layers = layers(maxBalls, 0);
    for (byte[] layer : layers) {
      for (int i = 0; i < layer.length; i++) {
        layer[i] = (byte) (random.nextInt(20) == 0 ? 255 : 1 + random.nextInt(60));
      }
    }
    PylosOpeningTable opening = read(written(PylosRuleSet.STANDARD, maxBalls, true, layers));
    assertThat(opening.maxBalls()).isEqualTo(maxBalls);
    assertThat(opening.positions()).isEqualTo(1 + 6 + 84 + 616 + 4_032 + 18_240);
    PylosTableIndex index = PylosTableIndex.get();
    PylosTableSolve.Values values =
        (id, rank) -> layers[index.balls(id)][(int) (index.offsetInLayer(id) + rank)] & 0xFF;
    Pylos rules = Pylos.standard();
    PylosEngine engine = PylosEngines.of(rules);
    List<PylosState> positions = randomPositions(rules, maxBalls, 200, 7);
    assertThat(positions).hasSizeGreaterThan(500);
    int[] buffer = new int[PylosEngine.MAX_MOVES];
    for (PylosState state : positions) {
      long own = state.balls(state.toMove());
      long opponent = state.balls(state.toMove().opponent());
      PylosSolver.Result expected = PylosTable.result(engine, own, opponent, buffer,
          PylosTableSolve.evaluate(engine, own, opponent, buffer, values), true, true);
      PylosSolver.Result actual = opening.solve(state);
      assertThat(actual.verdict()).as("%s", state).isEqualTo(expected.verdict());
      assertThat(actual.plies()).as("%s", state).isEqualTo(expected.plies());
      assertThat(actual.bestMove()).as("%s", state).isEqualTo(expected.bestMove());
    }
  }

  @Test
  void aPositionWithMoreBallsThanTheOpeningHoldsIsRefused() throws IOException {
    PylosOpeningTable opening = read(written(PylosRuleSet.STANDARD, 1, true, layers(1, 2)));
    Pylos rules = opening.rules();
    PylosState two = rules.initialState();
    for (int i = 0; i < 2; i++) {
      two = rules.play(two, rules.legalMoves(two).get(0));
    }
    PylosState twoBalls = two;
    assertThatThrownBy(() -> opening.solve(twoBalls))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the opening table answers positions with at most 1 balls on the board; this one has 2");
  }

  @Test
  void aFileOnDiskIsWrittenAndReadBack() throws IOException {
    Path file = directory.resolve("opening.pylos.gz");
    try (OutputStream out = Files.newOutputStream(file)) {
      PylosOpeningTable.write(PylosRuleSet.CHILDREN, 2, 0, true, layers(2, 2), out);
    }
    assertThat(PylosOpeningTable.read(file).toString())
        .isEqualTo("PylosOpeningTable[CHILDREN, at most 2 balls, exact]");
  }

  private static byte[] raw(byte[] compressed) throws IOException {
    try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(compressed))) {
      return in.readAllBytes();
    }
  }

  private static byte[] compressed(byte[] raw) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream zipped = new GZIPOutputStream(out)) {
      zipped.write(raw);
    }
    return out.toByteArray();
  }

  private static void assertRefused(byte[] bytes, long offset, String reasonStart) {
    assertThatThrownBy(() -> read(bytes)).isInstanceOfSatisfying(PylosTableException.class, e -> {
      assertThat(e.file()).isEqualTo(NAME);
      assertThat(e.reason()).startsWith(reasonStart);
      assertThat(e.offset()).as("offset of %s", e.reason()).isEqualTo(offset);
    });
  }

  @Test
  void damagedFilesAreRefusedWithWhereAndWhy() throws IOException {
    byte[] sound = written(PylosRuleSet.STANDARD, 2, true, layers(2, 2));
    byte[] raw = raw(sound);
    // magic 25, five ints, then layers 0, 1, 2, 3 (12 bytes of head and 1, 6, 84, 616 positions)
    int layersAt = MAGIC + 20;
    int checksumAt = layersAt + 4 * 12 + 1 + 6 + 84 + 616;
    assertThat(raw).hasSize(checksumAt + 8);
    assertThat(read(compressed(raw)).maxBalls()).isEqualTo(2);

    byte[] changed = raw.clone();
    changed[3] ^= 1;
    assertRefused(compressed(changed), 0, "not an opening table");
    changed = raw.clone();
    changed[MAGIC + 3] = 2;
    assertRefused(compressed(changed), MAGIC, "file version 2, not 1");
    changed = raw.clone();
    changed[MAGIC + 7] = 7;
    assertRefused(compressed(changed), MAGIC + 4, "no rule set 7");
    changed = raw.clone();
    changed[MAGIC + 11] = 28;
    assertRefused(compressed(changed), MAGIC + 8, "maxBalls 28 is not 0 to 27");
    changed = raw.clone();
    changed[MAGIC + 19] = 2;
    assertRefused(compressed(changed), MAGIC + 12, "impossible refinement fields");
    changed = raw.clone();
    changed[layersAt + 13 + 3] = 2;
    assertRefused(compressed(changed), layersAt + 13, "layer 1 expected with 6 positions, found layer 2");
    changed = raw.clone();
    changed[checksumAt - 1] = 3;
    assertRefused(compressed(changed), checksumAt, "the checksum does not match");
    assertRefused(compressed(Arrays.copyOf(raw, checksumAt - 10)), checksumAt - 10, "cut short");
    byte[] longer = Arrays.copyOf(raw, raw.length + 1);
    assertRefused(compressed(longer), raw.length, "bytes after the checksum");
    assertRefused("not gzip at all".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, "not a gzip");
    byte[] damaged = sound.clone();
    damaged[damaged.length - 6] ^= 0x40;   // the gzip trailer's CRC of the data
    assertThatThrownBy(() -> read(damaged)).isInstanceOf(PylosTableException.class);
    assertThat(ByteBuffer.wrap(raw, MAGIC, 4).getInt()).isEqualTo(1);
  }
}
