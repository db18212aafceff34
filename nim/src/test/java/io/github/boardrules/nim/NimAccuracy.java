package io.github.boardrules.nim;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.MoveAccuracy;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A measurement run by hand, not a test: the move accuracy of the bot levels of {@code nim} and
 * {@code heapnim} against their solvers ({@link MoveAccuracy}), over every position of 20 random
 * games each (seeds 1 to 20), written to {@code nim/results/nim-accuracy.csv}.
 *
 * <p>After {@code ./mvnw -pl core,bots,testkit,nim install -DskipTests} (which compiles the
 * test classes), from the project root:
 *
 * <pre>
 * java -cp core/target/classes:bots/target/classes:testkit/target/classes:nim/target/classes:nim/target/test-classes \
 *     io.github.boardrules.nim.NimAccuracy nim/results/nim-accuracy.csv $(git rev-parse --short HEAD)
 * </pre>
 */
public final class NimAccuracy {
  /** The games measured, as the catalogue names them. */
  static final List<String> GAMES = List.of("nim", "heapnim");

  /** The seed of the first random game. */
  static final long SEED = 1;

  /** The random games whose positions are measured. */
  static final int GAMES_PER_VARIANT = 20;

  private NimAccuracy() {}

  /**
   * Runs the measurement.
   *
   * @param args the output file and the commit measured
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    List<String> header = MoveAccuracy.header(
        "Move accuracy of the bot levels of nim and heapnim against the solvers: every position of "
            + GAMES_PER_VARIANT + " random games (seeds " + SEED + " to " + (SEED + GAMES_PER_VARIANT - 1)
            + "), each level with seed = the position's number, no time budget. Definitions: testkit MoveAccuracy.",
        args[1], "java -cp core/target/classes:bots/target/classes:testkit/target/classes:"
            + "nim/target/classes:nim/target/test-classes io.github.boardrules.nim.NimAccuracy " + args[0] + " " + args[1]);
    List<MoveAccuracy.Row> rows = new ArrayList<>();
    for (String name : GAMES) {
      rows.addAll(measure(GameCatalog.load().game(name)));
    }
    MoveAccuracy.writeCsv(Path.of(args[0]), header, rows);
    rows.forEach(row -> System.out.println(row.csv()));
  }

  static <S, M> List<MoveAccuracy.Row> measure(ConfiguredGame<S, M> game) {
    List<S> positions = MoveAccuracy.positions(game.rules(), SEED, GAMES_PER_VARIANT, 1_000, s -> true);
    return MoveAccuracy.of(Bots::of).measure(game, positions);
  }
}
