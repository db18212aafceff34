import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.tzaar.TzaarColour;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarPoint;
import io.github.boardrules.tzaar.TzaarStack;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.tzaar.TzaarType;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A stand-in for the public game site's TZAAR robot, served as a UGI engine: full-width alpha-beta
 * (the library's AlphaBetaBot, no late-move reductions, no search past the horizon) to a fixed
 * depth in actions, scoring the horizon with the robot's published evaluation, written here from
 * its formula. For each colour, over the stacks it controls: with sum[t] its stacks topped by type
 * t, power[t] their total height and tallest[t] the square of the tallest one's height, and lowsum
 * the least sum[t], the colour's value is 5 lowsum^2 plus, for each type, 0.5 tallest[t]^2 +
 * 0.1 power[t] sum[t] + 5 (sum[t] - lowsum) / (sum[t] + 1); a position's value is the mover's minus
 * the other's (times 10, as an integer). The robot has no mobility term and no quiescence.
 *
 * <p>Run: {@code java -cp boardrules-cli.jar RobotStyleEngine.java 'tzaar(seed=753480872)' robot 6}. With
 * {@code level5 1000} instead it serves the library's level 5 given 1000 ms a move, as {@code match
 * --player 5 --time-per-move 1s} makes it: both sides then answer a plain {@code go}, so the match
 * runs without {@code --time-per-move} and the robot may take the time its depth needs (the match
 * allows an untimed engine 60 s a move); {@code level5 0} is level 5 at its fixed budget. Only
 * public API is used, so the engine also runs on the cli jar of release 0.1.0, whose level 5 the
 * robot was measured against outside the project. {@code check 0} checks the evaluation against a
 * hand-worked value of the starting position.
 */
public class RobotStyleEngine {
  static final class RobotStyleEvaluation implements Evaluation<TzaarState> {
    @Override
    public int evaluate(TzaarState state, Player player) {
      TzaarColour mine = TzaarColour.of(player);
      return (int) Math.round(10 * (value(state, mine) - value(state, mine.opponent())));
    }

    // Overrides Evaluation.isQuiet; no @Override, so that this file also compiles on 0.1.0, which has none.
    public boolean isQuiet(TzaarState state) {
      return true; // a fixed depth in actions, as the robot searches
    }

    static double value(TzaarState state, TzaarColour colour) {
      int types = TzaarType.values().length;
      int[] sum = new int[types];
      int[] power = new int[types];
      int[] tallest = new int[types];
      for (TzaarPoint p : TzaarPoint.all()) {
        Optional<TzaarStack> s = state.stack(p);
        if (s.isPresent() && s.get().colour() == colour) {
          int t = s.get().top().ordinal();
          int h = s.get().height();
          sum[t]++;
          power[t] += h;
          tallest[t] = Math.max(tallest[t], h * h);
        }
      }
      int lowsum = Arrays.stream(sum).min().orElse(0);
      double value = 5.0 * lowsum * lowsum;
      for (int t = 0; t < types; t++) {
        value += 0.5 * tallest[t] * tallest[t] + 0.1 * power[t] * sum[t] + 5.0 * (sum[t] - lowsum) / (sum[t] + 1);
      }
      return value;
    }
  }

  public static void main(String[] args) throws Exception {
    @SuppressWarnings("unchecked")
    ConfiguredGame<TzaarState, TzaarMove> game =
        (ConfiguredGame<TzaarState, TzaarMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game(args[0]);
    if (args[1].equals("check")) {
      // Hand-worked: at the start each colour has 30 stacks of height 1 (6 Tzaars, 9 Tzarras, 15
      // Totts), so 5*6^2 + (0.5 + 3.6) + (0.5 + 8.1 + 1.5) + (0.5 + 22.5 + 2.8125) = 220.0125.
      TzaarState start = game.rules().initialState();
      for (TzaarColour colour : TzaarColour.values()) {
        double value = RobotStyleEvaluation.value(start, colour);
        System.out.println(colour + " " + value);
        if (Math.abs(value - 220.0125) > 1e-9) {
          throw new AssertionError(colour + ": " + value + ", not 220.0125");
        }
      }
      return;
    }
    boolean robot = args[1].equals("robot");
    // robot: the depth in actions; level5: the time a move in ms, 0 for the level's fixed budget
    int budget = Integer.parseInt(args[2]);
    Rules<TzaarState, TzaarMove> rules = game.rules();
    TzaarState state = rules.initialState();
    Bot<TzaarState, TzaarMove> bot = null;
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      List<String> w = Arrays.asList(line.strip().split("\\s+"));
      switch (w.get(0)) {
        case "quit" -> { return; }
        case "ugi" -> System.out.println("id name " + (robot ? "robot-style alphabeta " : "level 5 ms ") + budget
            + "\nid author boardrules\nugiok");
        case "isready" -> System.out.println("readyok");
        case "uginewgame" -> { state = rules.initialState(); bot = null; }
        case "position" -> {
          int m = w.indexOf("moves");
          List<String> head = m < 0 ? w : w.subList(0, m);
          TzaarState s = head.get(1).equals("startpos") ? rules.initialState()
              : game.positions().decode(String.join(" ", head.subList(2, head.size())));
          if (m >= 0) {
            for (String move : w.subList(m + 1, w.size())) {
              s = rules.play(s, game.notation().parse(move));
            }
          }
          state = s;
        }
        case "go" -> {
          if (bot == null) {
            bot = robot
                ? AlphaBetaBot.builder(rules, new RobotStyleEvaluation()).maxDepth(budget)
                    .hash(TzaarState::positionHash).tableBits(20).build()
                : Bots.of(game, budget == 0 ? BotSettings.level(5)
                    : BotSettings.level(5).timePerMove(Duration.ofMillis(budget)));
          }
          System.out.println("bestmove " + game.notation().format(bot.chooseMove(state)));
        }
        default -> { }
      }
      System.out.flush();
    }
  }
}
