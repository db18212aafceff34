package io.github.boardrules.pylos;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.MoveAccuracy;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * A measurement run by hand, not a test: the move accuracy of the bot levels of the children's
 * game against the endgame solver ({@link MoveAccuracy}), over the positions of 10 random games
 * (seeds 1 to 10) with at most {@value #MOST_BALLS_LEFT} balls left in the reserves, written to
 * {@code pylos/results/pylos-children-accuracy.csv}.
 *
 * <p>After {@code ./mvnw -pl core,bots,testkit,pylos install -DskipTests} (which compiles the
 * test classes), from the project root:
 *
 * <pre>
 * java -cp core/target/classes:bots/target/classes:testkit/target/classes:pylos/target/classes:pylos/target/test-classes \
 *     io.github.boardrules.pylos.PylosAccuracy pylos/results/pylos-children-accuracy.csv $(git rev-parse --short HEAD)
 * </pre>
 */
public final class PylosAccuracy {
  /** The game measured, as the catalogue names it. */
  static final String GAME = "pylos(ruleSet=children)";

  /** The most balls left in the two reserves of a position measured. */
  static final int MOST_BALLS_LEFT = 8;

  private PylosAccuracy() {}

  /**
   * Runs the measurement.
   *
   * @param args the output file and the commit measured
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    List<String> header = MoveAccuracy.header(
        "Move accuracy of the bot levels of " + GAME + " against the endgame solver (retrograde analysis): the"
            + " positions of 10 random games (seeds 1 to 10) with at most " + MOST_BALLS_LEFT
            + " balls left in the reserves, each level with seed = the position's number, no time budget."
            + " Definitions: testkit MoveAccuracy.",
        args[1], "java -cp core/target/classes:bots/target/classes:testkit/target/classes:"
            + "pylos/target/classes:pylos/target/test-classes io.github.boardrules.pylos.PylosAccuracy " + args[0] + " " + args[1]);
    List<MoveAccuracy.Row> rows = measure(GameCatalog.load().game(GAME));
    MoveAccuracy.writeCsv(Path.of(args[0]), header, rows);
    rows.forEach(row -> System.out.println(row.csv()));
  }

  static <S, M> List<MoveAccuracy.Row> measure(ConfiguredGame<S, M> game) {
    List<S> positions = MoveAccuracy.positions(game.rules(), 1, 10, 1_000, state -> {
      PylosState pylos = (PylosState) state;
      return pylos.reserve(Player.FIRST) + pylos.reserve(Player.SECOND) <= MOST_BALLS_LEFT;
    });
    return MoveAccuracy.of(Bots::of).measure(game, positions);
  }
}
