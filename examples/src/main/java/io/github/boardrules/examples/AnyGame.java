package io.github.boardrules.examples;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays, records, replays and draws any game of the catalogue by name, knowing no game class: the
 * configured game gives the rules, the notation, the position text and the drawing, and the
 * record names its game so that it replays by itself.
 *
 * <pre>
 * java -cp examples/target/boardrules-examples.jar io.github.boardrules.examples.AnyGame 'zertz(board=61)'
 * </pre>
 */
public final class AnyGame {
  private AnyGame() {}

  /**
   * Plays a random game of the named game (at most 200 plies), prints its record, reads the record
   * back as a new user would and prints the final position replayed from it.
   *
   * @param args the configured game, such as {@code pylos(ruleSet=mature)}; {@code nim} when none
   */
  public static void main(String[] args) {
    System.out.print(run(args.length > 0 ? args[0] : "nim", 200, 2026));
  }

  /**
   * Plays, records, replays and draws one game.
   *
   * @param name the configured game's text
   * @param plies the most plies to play: a tool's cap, not a rule
   * @param seed the random player's seed
   * @return the record text, then the drawing of the position the record replays to
   */
  public static String run(String name, int plies, long seed) {
    String record = play(GameCatalog.load().game(name), plies, new SplittableRandom(seed));
    return record + "\n" + drawFinal(GameCatalog.load().gameOfRecord(record), record);
  }

  private static <S, M> String play(
      ConfiguredGame<S, M> game, int plies, SplittableRandom random) {
    Rules<S, M> rules = game.rules();
    S state = rules.initialState();
    List<M> moves = new ArrayList<>();
    while (moves.size() < plies && rules.status(state).isOngoing()) {
      List<M> legal = rules.legalMoves(state);
      moves.add(legal.get(random.nextInt(legal.size())));
      state = rules.play(state, moves.get(moves.size() - 1));
    }
    return game.writeRecord(game.record(rules.initialState(), moves));
  }

  private static <S, M> String drawFinal(ConfiguredGame<S, M> game, String text) {
    GameRecord<S, M> record = game.readRecord(text);
    S last = record.replay(game.rules()).orThrow();
    return game.diagram(last) + "\n" + game.rules().status(last) + "\n";
  }
}
