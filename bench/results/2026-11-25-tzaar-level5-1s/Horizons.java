import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.core.catalog.*;
import io.github.boardrules.core.*;
import java.time.Duration;
import java.util.*;

/**
 * TZAAR's level 5 given a time a move, as it plays a game: one alpha-beta search per side built as
 * Bots.of builds the timed top level (deepening to 100, late-move reductions, repetitions avoided,
 * the game's hash), each keeping its table from one of its moves to the next, plays both sides from
 * 2 random plies. For every search it prints whether the root is a turn's first or second action,
 * the deepest finished iteration and the horizon in actions: a half-played turn is searched on, so
 * from a first action an odd depth d sees d + 1 actions, from a second action an even one does.
 * alphabeta:6 sees 6 actions from a first action and 7 from a second. A search that proved a win
 * or a loss stops deepening there (marked *, not counted as shallower). A single-file program:
 * java -cp cli/target/boardrules-cli.jar bench/results/2026-11-25-tzaar-level5-1s/Horizons.java GAME MS PLIES SEED...
 */
public class Horizons {
  public static void main(String[] a) {
    ConfiguredGame<?, ?> game = GameCatalog.load().game(a[0]);
    int[][] totals = new int[2][4]; // [first, second][searches, horizon sum, below alphabeta:6, proved]
    for (int i = 3; i < a.length; i++) {
      play(game, Long.parseLong(a[1]), Integer.parseInt(a[2]), Long.parseLong(a[i]), totals);
    }
    String[] kinds = {"first actions", "second actions"};
    int[] reference = {6, 7};
    for (int k = 0; k < 2; k++) {
      System.out.printf(Locale.ROOT, "%s: %d searches, mean horizon %.2f actions (alphabeta:6: %d); %d proved a result; of the others %d shallower than alphabeta:6%n",
          kinds[k], totals[k][0], (double) totals[k][1] / totals[k][0], reference[k], totals[k][3], totals[k][2]);
    }
  }

  static <S, M> void play(ConfiguredGame<S, M> game, long ms, int plies, long seed, int[][] totals) {
    Rules<S, M> rules = game.rules();
    Map<Player, AlphaBetaBot<S, M>> bots = new EnumMap<>(Player.class);
    for (Player p : Player.values()) {
      var b = AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).maxDepth(100)
          .timeLimit(Duration.ofMillis(ms)).lateMoveReductions(true).avoidRepetitions(true);
      game.hash().ifPresent(b::hash);
      bots.put(p, b.build());
    }
    S s = rules.initialState();
    SplittableRandom r = new SplittableRandom(seed);
    Player last = null;
    for (int i = 0; i < 2; i++) {
      last = rules.toMove(s);
      List<M> m = rules.legalMoves(s);
      s = rules.play(s, m.get(r.nextInt(m.size())));
    }
    StringBuilder line = new StringBuilder("seed " + seed + ":");
    for (int i = 0; i < plies && !rules.status(s).isOver(); i++) {
      Player p = rules.toMove(s);
      boolean first = p != last;
      var res = bots.get(p).search(s);
      int d = res.depth();
      int horizon = first ? (d % 2 == 1 ? d + 1 : d) : (d % 2 == 0 ? d + 1 : d);
      int k = first ? 0 : 1;
      boolean proved = Math.abs(res.score()) > AlphaBetaBot.WIN - 1_000;
      totals[k][0]++;
      totals[k][1] += horizon;
      if (proved) {
        totals[k][3]++;
      } else if (horizon < (first ? 6 : 7)) {
        totals[k][2]++;
      }
      line.append(first ? " F" : " S").append(horizon).append(proved ? "*" : "");
      last = p;
      s = rules.play(s, res.move());
    }
    System.out.println(line);
  }
}
