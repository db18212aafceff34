package io.github.boardrules.pikkpakk.intarsia;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.testkit.MoveAccuracy;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A measurement run by hand, not a test: the move accuracy of the bot levels of the intarsia
 * puzzle ({@code intarsia}, goal {@code halves}) against its solver ({@link MoveAccuracy}), on
 * positions a few rotations from the goal, where the solver proves its solutions shortest, written
 * to {@code pikkpakk/results/intarsia-accuracy.csv}. A puzzle is never lost, so every move keeps
 * the value (the goal stays reachable); what tells the levels apart is the plies lost, the
 * rotations a move adds to the shortest solution.
 *
 * <p>After {@code ./mvnw -pl core,bots,testkit,pikkpakk install -DskipTests} (which compiles the
 * test classes), from the project root:
 *
 * <pre>
 * java -cp core/target/classes:bots/target/classes:testkit/target/classes:pikkpakk/target/classes:pikkpakk/target/test-classes \
 *     io.github.boardrules.pikkpakk.intarsia.IntarsiaAccuracy pikkpakk/results/intarsia-accuracy.csv $(git rev-parse --short HEAD)
 * </pre>
 */
public final class IntarsiaAccuracy {
  /** The game measured, as the catalogue names it. */
  static final String GAME = "intarsia";

  /** Positions at each distance of random rotations from the goal. */
  static final int POSITIONS_PER_DISTANCE = 10;

  /** The most random rotations from the goal. */
  static final int MOST_ROTATIONS = 8;

  private IntarsiaAccuracy() {}

  /**
   * Runs the measurement.
   *
   * @param args the output file and the commit measured
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    List<String> header = MoveAccuracy.header(
        "Move accuracy of the bot levels of " + GAME + " (goal halves) against its solver: " + POSITIONS_PER_DISTANCE
            + " positions at each of 1 to " + MOST_ROTATIONS + " random rotations from the goal (seed 1), each level"
            + " with seed = the position's number, no time budget. Definitions: testkit MoveAccuracy.",
        args[1], "java -cp core/target/classes:bots/target/classes:testkit/target/classes:pikkpakk/target/classes:"
            + "pikkpakk/target/test-classes io.github.boardrules.pikkpakk.intarsia.IntarsiaAccuracy " + args[0] + " "
            + args[1]);
    List<MoveAccuracy.Row> rows = measure(GameCatalog.load().game(GAME));
    MoveAccuracy.writeCsv(Path.of(args[0]), header, rows);
    rows.forEach(row -> System.out.println(row.csv()));
  }

  @SuppressWarnings("unchecked") // the catalogue's intarsia is IntarsiaPuzzle's game, by its provider
  static List<MoveAccuracy.Row> measure(ConfiguredGame<?, ?> game) {
    ConfiguredGame<IntarsiaState, Rotation> puzzle = (ConfiguredGame<IntarsiaState, Rotation>) game;
    IntarsiaPuzzle rules = (IntarsiaPuzzle) puzzle.rules();
    SplittableRandom random = new SplittableRandom(1);
    List<IntarsiaState> positions = new ArrayList<>();
    List<Rotation> rotations = Rotation.all();
    for (int distance = 1; distance <= MOST_ROTATIONS; distance++) {
      for (int i = 0; i < POSITIONS_PER_DISTANCE; i++) {
        Pattern pattern = rules.goal();
        for (int r = 0; r < distance; r++) {
          pattern = pattern.rotated(rotations.get(random.nextInt(rotations.size())));
        }
        IntarsiaState state = IntarsiaPuzzle.of(pattern, rules.goal()).initialState();
        if (rules.status(state).isOngoing()) {
          positions.add(state);
        }
      }
    }
    return MoveAccuracy.of(Bots::of).measure(puzzle, positions);
  }
}
