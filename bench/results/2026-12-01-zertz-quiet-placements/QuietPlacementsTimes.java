import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.ZertzEvaluation;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * ZÈRTZ's level-5 search (the settings Bots gives it) with and without the quiet-placements test,
 * each searching the same positions in one JVM, the two alternated position by position (the
 * first of each pair alternating by round) so that the host's drift in speed falls on both alike.
 * Positions: every 4th ply with a choice of level-3 self-play games after 2 random plies (seed 1).
 * Prints a CSV row a round: the searching thread's CPU time of each, their ratio, and how many of
 * the searches found the same move, score, depth and position count.
 *
 * <p>Usage: {@code java -XX:+UseSerialGC -cp boardrules-cli.jar:. QuietPlacementsTimes GAME
 * POSITIONS ROUNDS NODES}
 */
public class QuietPlacementsTimes {
  public static void main(String[] args) {
    String spec = args[0];
    int positions = Integer.parseInt(args[1]);
    int rounds = Integer.parseInt(args[2]);
    long nodes = Long.parseLong(args[3]);
    @SuppressWarnings("unchecked")
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) GameCatalog.load().game(spec);
    Rules<ZertzState, ZertzMove> rules = game.rules();
    ZertzEvaluation evaluation = (ZertzEvaluation) game.evaluation().orElseThrow();
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    List<ZertzState> states = positions(game, positions);
    for (int r = 0; r < rounds; r++) {
      double[] cpu = new double[2];
      int same = 0;
      for (ZertzState state : states) {
        AlphaBetaBot.Search<?>[] found = new AlphaBetaBot.Search<?>[2];
        for (int i = 0; i < 2; i++) {
          int k = (i + r) % 2;
          AlphaBetaBot.Builder<ZertzState, ZertzMove> builder = AlphaBetaBot.builder(rules, evaluation)
              .hash(ZertzState::positionHash).maxDepth(100).maxNodes(nodes).tableBits(20)
              .lateMoveReductions(true).avoidRepetitions(true);
          if (k == 1) {
            builder.quietMoves(evaluation::quietPlacements);
          }
          AlphaBetaBot<ZertzState, ZertzMove> bot = builder.build();
          long c0 = mx.getCurrentThreadCpuTime();
          found[k] = bot.search(state);
          cpu[k] += (mx.getCurrentThreadCpuTime() - c0) / 1e6;
        }
        if (found[0].equals(found[1])) {
          same++;
        }
      }
      System.out.printf(Locale.ROOT, "%s,%d,%d,%d,%.0f,%.0f,%.3f,%d%n", spec.replace(',', ';'), nodes,
          states.size(), r, cpu[0], cpu[1], cpu[1] / cpu[0], same);
    }
  }

  static List<ZertzState> positions(ConfiguredGame<ZertzState, ZertzMove> game, int count) {
    Rules<ZertzState, ZertzMove> rules = game.rules();
    Random random = new Random(1);
    List<ZertzState> states = new ArrayList<>();
    for (int g = 0; states.size() < count; g++) {
      ZertzState state = rules.initialState();
      for (int p = 0; p < 2; p++) {
        List<ZertzMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      Bot<ZertzState, ZertzMove> mover = Bots.of(game, BotSettings.level(3).seed(1 + g));
      for (int ply = 0; ply < 300 && states.size() < count && !rules.legalMoves(state).isEmpty(); ply++) {
        if (ply % 4 == 0 && rules.legalMoves(state).size() > 1) {
          states.add(state);
        }
        state = rules.play(state, mover.chooseMove(state));
      }
    }
    return states;
  }
}
