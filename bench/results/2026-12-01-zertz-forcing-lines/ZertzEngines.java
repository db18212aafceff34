import io.github.boardrules.bots.AlphaBetaBot;
import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.bots.Bot;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.zertz.Marble;
import io.github.boardrules.zertz.MarbleSet;
import io.github.boardrules.zertz.Zertz;
import io.github.boardrules.zertz.ZertzEvaluation;
import io.github.boardrules.zertz.ZertzMove;
import io.github.boardrules.zertz.ZertzState;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.lang.reflect.Constructor;
import java.util.Arrays;
import java.util.List;

/**
 * ZÈRTZ players for the trials of bench/results/2026-11-28-zertz-level5,
 * 2026-11-29-zertz-root-order and 2026-11-30-zertz-equal-budget, served as UGI engines (so that {@code match} plays them against each
 * other or against a level of another jar):
 *
 * <ul>
 *   <li>{@code level 5}: the level of the jar on the class path, at its fixed budget;
 *   <li>{@code ab NODES ISO [DEPTH]}: alpha-beta as level 5 builds it (one-ply late-move reductions,
 *       repetitions avoided, the game's hash, from 1,000,000 positions level 5's larger table) to
 *       NODES positions a move (and DEPTH turns, 100 if not given), with the game's evaluation
 *       whose isolation weight is ISO percent (the evaluation's private constructor, through
 *       reflection: trial weights are not public API);
 *   <li>{@code abx NODES TERM WEIGHT}: {@code ab NODES 50} with a trial term added for the player to
 *       move, WEIGHT percent of it (negative: against him): {@code colour}, the marbles on the board,
 *       each worth 1,000 over the number of its colour a set needs; {@code vuln}, the same, each
 *       times the rings missing around it (6 less its neighbouring rings) ({@link #extraTerm});
 *   <li>{@code robot NODES DEPTH}: the stand-in for the public site's robot: full-width alpha-beta
 *       (no reductions, no repetition rule), its depth counted in turns that place a marble
 *       (captures are forced and cost no depth, as the robot's depth limit counts only its "free
 *       moves"), iterative deepening to DEPTH turns within NODES positions a move, scoring with the
 *       robot's evaluation written here from its published formula ({@link RobotEvaluation});
 *   <li>{@code abr NODES}: {@code ab NODES} with the robot's evaluation instead of the game's;
 *   <li>{@code abnolmr NODES}: {@code ab NODES 50} without late-move reductions;
 *   <li>{@code abt NODES BITS}: {@code ab NODES 50} with a table of 2^BITS entries;
 *   <li>{@code robotz NODES DEPTH}: {@code robot NODES DEPTH} with the game's evaluation (isolation
 *       weight 50 %) instead of the robot's;
 *   <li>{@code check}: checks the robot's evaluation against hand-worked values;
 *   <li>{@code depth SEED EVERY LAST PLAYER...}: how deep each player's search gets in the positions
 *       of one game ({@link #depth}).
 * </ul>
 *
 * <p>Run: {@code java -cp boardrules-cli.jar ZertzEngines.java GAME KIND ARGS...}.
 */
public class ZertzEngines {
  /**
   * The robot's evaluation, from the formula of its published source: for each player the
   * marbles still needed for his nearest winning set, with small fractions that favour several
   * near sets and captured marbles (white 1.2, grey 1.1, black 1.0 each, over 1,000); the value
   * for a player is the opponent's need less his own, plus a board term that is the same for
   * both (rings and marbles by how many neighbouring rings they keep, 0.0007 of it). Scaled by
   * 10,000 to an integer.
   */
  static final class RobotEvaluation implements Evaluation<ZertzState> {
    static final double[] NEED_WEIGHT = {0.025, 0.018, 0.0083, 0.0041, 0.0025, 0.0015, 0.0009, 0.0005, 0.0003, 0.0001, 0.0};
    static final double[] MIN_WEIGHT = {1.0, 0.8, 0.4, 0.2, 0.1, 0.05, 0.0};
    static final double BP_WEIGHT = 0.0007;
    static final double INSIDE_WEIGHT = -0.05;
    static final double[] RING_WEIGHTS = {-1, -0.5, -0.25, 0, 0, 0, 0};
    static final double[] BALL_WEIGHTS = {-2, -1, -0.5, -0.4, -0.3, -0.2, 0};

    private final MarbleSet set;

    RobotEvaluation(MarbleSet set) {
      this.set = set;
    }

    @Override
    public int evaluate(ZertzState state, Player player) {
      double value = boardTerm(state) + ballsToWin(state, player.opponent()) - ballsToWin(state, player);
      return (int) Math.round(10_000 * value);
    }

    @Override
    public boolean isQuiet(ZertzState state) {
      return !canCapture(state);
    }

    @Override
    public boolean extendsNotQuiet() {
      return true;
    }

    static boolean canCapture(ZertzState state) {
      long occupied = state.occupied();
      long vacant = state.vacant();
      for (long m = occupied; m != 0; m &= m - 1) {
        int at = Long.numberOfTrailingZeros(m);
        for (int d = 0; d < 6; d++) {
          int over = state.board().neighbour(at, d);
          if (over >= 0 && (occupied & (1L << over)) != 0) {
            int land = state.board().neighbour(over, d);
            if (land >= 0 && (vacant & (1L << land)) != 0) {
              return true;
            }
          }
        }
      }
      return false;
    }

    /** The robot's "balls to win": the least marbles still needed, less the small fractions. */
    double ballsToWin(ZertzState state, Player player) {
      int w = state.captured(player, Marble.WHITE);
      int g = state.captured(player, Marble.GREY);
      int b = state.captured(player, Marble.BLACK);
      int each = set.eachNeeded();
      int whiteNeeded = each - w;
      int greyNeeded = each - g;
      int blackNeeded = each - b;
      int tricolour = Math.max(0, whiteNeeded) + Math.max(0, greyNeeded) + Math.max(0, blackNeeded);
      whiteNeeded = set.needed(Marble.WHITE) - w;
      greyNeeded = set.needed(Marble.GREY) - g;
      blackNeeded = set.needed(Marble.BLACK) - b;
      int least = Math.min(Math.min(greyNeeded, blackNeeded), Math.min(tricolour, whiteNeeded));
      double allBalls = 1.2 * w + 1.1 * g + 1.0 * b;
      double small = MIN_WEIGHT[Math.min(least, 6)] + need(blackNeeded) + need(greyNeeded) + need(whiteNeeded)
          + need(tricolour) + allBalls / 1000.0;
      return least + 1.0 - small;
    }

    static double need(int n) {
      return NEED_WEIGHT[Math.max(0, Math.min(n, NEED_WEIGHT.length - 1))];
    }

    /** The board term: rings and marbles by the rings around them, the same for both players. */
    static double boardTerm(ZertzState state) {
      int[] ringCounts = new int[7];
      int[] ballCounts = new int[7];
      int inside = 0;
      long rings = state.rings();
      long occupied = state.occupied();
      int[] around = new int[64];
      for (long r = rings; r != 0; r &= r - 1) {
        int c = Long.numberOfTrailingZeros(r);
        int n = 0;
        for (int d = 0; d < 6; d++) {
          int nb = state.board().neighbour(c, d);
          if (nb >= 0 && (rings & (1L << nb)) != 0) {
            n++;
          }
        }
        around[c] = n;
        ringCounts[n]++;
      }
      for (long m = occupied; m != 0; m &= m - 1) {
        int c = Long.numberOfTrailingZeros(m);
        ballCounts[around[c]]++;
        if (around[c] == 6) {
          for (int d = 0; d < 6; d++) {
            int nb = state.board().neighbour(c, d);
            if (nb >= 0 && (rings & (1L << nb)) != 0) {
              inside += (occupied & (1L << nb)) == 0 ? 6 - around[nb] : 6;
            }
          }
        }
      }
      double sum = 0;
      for (int i = 0; i < 7; i++) {
        sum += RING_WEIGHTS[i] * ringCounts[i] + BALL_WEIGHTS[i] * ballCounts[i];
      }
      return BP_WEIGHT * (sum + INSIDE_WEIGHT * inside);
    }
  }

  @SuppressWarnings("unchecked")
  public static void main(String[] args) throws Exception {
    ConfiguredGame<ZertzState, ZertzMove> game =
        (ConfiguredGame<ZertzState, ZertzMove>) (ConfiguredGame<?, ?>) GameCatalog.load().game(args[0]);
    Zertz rules = (Zertz) game.rules();
    String kind = args[1];
    if (kind.equals("check")) {
      check();
      return;
    }
    if (kind.equals("depth")) {
      depth(game, rules, Long.parseLong(args[2]), Integer.parseInt(args[3]), Integer.parseInt(args[4]),
          Arrays.copyOfRange(args, 5, args.length));
      return;
    }
    if (kind.equals("time")) {
      time(game, rules, Integer.parseInt(args[2]), Long.parseLong(args[3]),
          Arrays.copyOfRange(args, 3, args.length));
      return;
    }
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    ZertzState state = rules.initialState();
    Bot<ZertzState, ZertzMove> bot = null;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      List<String> w = Arrays.asList(line.strip().split("\\s+"));
      switch (w.get(0)) {
        case "quit" -> { return; }
        case "ugi" -> System.out.println("id name zertz " + String.join(" ", Arrays.asList(args).subList(1, args.length))
            + "\nid author boardrules\nugiok");
        case "isready" -> System.out.println("readyok");
        case "uginewgame" -> { state = rules.initialState(); bot = null; }
        case "position" -> {
          int m = w.indexOf("moves");
          List<String> head = m < 0 ? w : w.subList(0, m);
          ZertzState s = head.get(1).equals("startpos") ? rules.initialState()
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
            bot = bot(game, rules, args);
          }
          System.out.println("bestmove " + game.notation().format(bot.chooseMove(state)));
        }
        default -> { }
      }
      System.out.flush();
    }
  }

  static Bot<ZertzState, ZertzMove> bot(ConfiguredGame<ZertzState, ZertzMove> game, Zertz rules, String[] args)
      throws Exception {
    switch (args[1]) {
      case "level" -> {
        return Bots.of(game, BotSettings.level(Integer.parseInt(args[2])));
      }
      case "ab" -> {
        Constructor<ZertzEvaluation> make =
            ZertzEvaluation.class.getDeclaredConstructor(MarbleSet.class, int.class);
        make.setAccessible(true);
        ZertzEvaluation evaluation = make.newInstance(rules.marbleSet(), Integer.parseInt(args[3]));
        int depth = args.length > 4 ? Integer.parseInt(args[4]) : 100;
        long nodes = Long.parseLong(args[2]);
        // The table of level 5's size from 1,000,000 positions on, as Bots builds the levels.
        return AlphaBetaBot.builder(rules, evaluation).hash(ZertzState::positionHash).maxDepth(depth)
            .maxNodes(nodes).tableBits(nodes >= 1_000_000 ? 20 : 18).lateMoveReductions(true)
            .avoidRepetitions(true).build();
      }
      case "abx" -> {
        Constructor<ZertzEvaluation> make =
            ZertzEvaluation.class.getDeclaredConstructor(MarbleSet.class, int.class);
        make.setAccessible(true);
        ZertzEvaluation base = make.newInstance(rules.marbleSet(), 50);
        long nodes = Long.parseLong(args[2]);
        String term = args[3];
        int weight = Integer.parseInt(args[4]);
        Evaluation<ZertzState> evaluation = new Evaluation<>() {
          @Override
          public int evaluate(ZertzState state, Player player) {
            int v = base.evaluate(state, player);
            int t = extraTerm(state, term, rules.marbleSet()) * weight / 100;
            return v + (state.toMove() == player ? t : -t);
          }

          @Override
          public boolean isQuiet(ZertzState state) {
            return base.isQuiet(state);
          }

          @Override
          public boolean extendsNotQuiet() {
            return true;
          }
        };
        return AlphaBetaBot.builder(rules, evaluation).hash(ZertzState::positionHash).maxDepth(100)
            .maxNodes(nodes).tableBits(nodes >= 1_000_000 ? 20 : 18).lateMoveReductions(true)
            .avoidRepetitions(true).build();
      }
      case "abq" -> {
        long nodes = Long.parseLong(args[2]);
        return AlphaBetaBot.builder(rules, game.evaluation().orElseThrow()).hash(ZertzState::positionHash)
            .maxDepth(100).maxNodes(nodes).tableBits(nodes >= 1_000_000 ? 20 : 18).lateMoveReductions(true)
            .avoidRepetitions(true).quietMoves(game.quietMoves().orElseThrow()).build();
      }
      case "abf" -> {
        return new CheckedBot(game, Long.parseLong(args[2]), Long.parseLong(args[3]), Integer.parseInt(args[4]),
            Integer.parseInt(args[5]), Boolean.parseBoolean(args[6]));
      }
      case "robot" -> {
        return AlphaBetaBot.builder(rules, new RobotEvaluation(rules.marbleSet())).hash(ZertzState::positionHash)
            .maxNodes(Long.parseLong(args[2])).maxDepth(Integer.parseInt(args[3])).tableBits(20).build();
      }
      case "abt" -> {
        return AlphaBetaBot.builder(rules, levelEvaluation(rules)).hash(ZertzState::positionHash)
            .maxDepth(100).maxNodes(Long.parseLong(args[2])).tableBits(Integer.parseInt(args[3]))
            .lateMoveReductions(true).avoidRepetitions(true).build();
      }
      case "abr" -> {
        long nodes = Long.parseLong(args[2]);
        return AlphaBetaBot.builder(rules, new RobotEvaluation(rules.marbleSet())).hash(ZertzState::positionHash)
            .maxDepth(100).maxNodes(nodes).tableBits(nodes >= 1_000_000 ? 20 : 18).lateMoveReductions(true)
            .avoidRepetitions(true).build();
      }
      case "abnolmr" -> {
        long nodes = Long.parseLong(args[2]);
        return AlphaBetaBot.builder(rules, levelEvaluation(rules)).hash(ZertzState::positionHash)
            .maxDepth(100).maxNodes(nodes).tableBits(nodes >= 1_000_000 ? 20 : 18).lateMoveReductions(false)
            .avoidRepetitions(true).build();
      }
      case "robotz" -> {
        return AlphaBetaBot.builder(rules, levelEvaluation(rules)).hash(ZertzState::positionHash)
            .maxNodes(Long.parseLong(args[2])).maxDepth(Integer.parseInt(args[3])).tableBits(20).build();
      }
      default -> throw new IllegalArgumentException("no such player: " + args[1]);
    }
  }

  /** The game's evaluation with the isolation weight at 50 % (its private constructor: not API). */
  static ZertzEvaluation levelEvaluation(Zertz rules) throws Exception {
    Constructor<ZertzEvaluation> make = ZertzEvaluation.class.getDeclaredConstructor(MarbleSet.class, int.class);
    make.setAccessible(true);
    return make.newInstance(rules.marbleSet(), 50);
  }

  /**
   * Self-play from random 2-ply openings (a fresh player for each side of each game), printing the
   * searching thread's CPU time a move (ThreadMXBean): median, mean, 90th percentile, in ms.
   * {@code player} is the engine's arguments with a placeholder first: {@code SEED ab 400000 50}.
   */
  static void time(ConfiguredGame<ZertzState, ZertzMove> game, Zertz rules, int games, long seed, String[] player)
      throws Exception {
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    java.util.List<Double> cpu = new java.util.ArrayList<>();
    java.util.Random random = new java.util.Random(seed);
    long plies = 0;
    for (int g = 0; g < games; g++) {
      ZertzState state = randomOpening(rules, random);
      List<Bot<ZertzState, ZertzMove>> bots = List.of(bot(game, rules, player), bot(game, rules, player));
      for (int ply = 0; ply < 300 && !rules.legalMoves(state).isEmpty(); ply++) {
        long c0 = mx.getCurrentThreadCpuTime();
        ZertzMove move = bots.get(ply % 2).chooseMove(state);
        cpu.add((mx.getCurrentThreadCpuTime() - c0) / 1e6);
        state = rules.play(state, move);
        plies++;
      }
    }
    java.util.Collections.sort(cpu);
    double mean = cpu.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    System.out.printf(java.util.Locale.ROOT, "%s,%s,%d,%d,%.1f,%.1f,%.1f,%.1f%n", game, String.join(" ",
        Arrays.asList(player).subList(1, player.length)), games, cpu.size(), cpu.get(cpu.size() / 2), mean,
        cpu.get((int) (cpu.size() * 0.9)), (double) plies / games);
  }

  /**
   * How deep each player's search gets: a game from SEED's 2 random plies, then {@code ab 200000 50}
   * against itself; at every EVERY-th ply from 2 up to LAST where more than one move is legal, each
   * player (its engine arguments joined by ":", such as {@code robot:30000000:100}) searches the
   * position with a fresh bot and one line a player gives the ply, the legal moves, the deepest
   * finished iteration (in turns that place a marble: captures cost no depth), the positions
   * visited and the searching thread's CPU time in ms.
   */
  static void depth(ConfiguredGame<ZertzState, ZertzMove> game, Zertz rules, long seed, int every, int last,
      String[] players) throws Exception {
    java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
    java.util.Random random = new java.util.Random(seed);
    ZertzState state = randomOpening(rules, random);
    Bot<ZertzState, ZertzMove> mover = bot(game, rules, new String[] {"", "ab", "200000", "50"});
    System.out.println("seed,ply,legal_moves,player,depth,nodes,cpu_ms");
    for (int ply = 2; ply <= last && !rules.status(state).isOver(); ply++) {
      List<ZertzMove> moves = rules.legalMoves(state);
      if ((ply - 2) % every == 0 && moves.size() > 1) {
        for (String player : players) {
          String[] engine = ("x:" + player).split(":");
          AlphaBetaBot<ZertzState, ZertzMove> bot = (AlphaBetaBot<ZertzState, ZertzMove>) bot(game, rules, engine);
          long c0 = mx.getCurrentThreadCpuTime();
          AlphaBetaBot.Search<ZertzMove> search = bot.search(state);
          System.out.printf(java.util.Locale.ROOT, "%d,%d,%d,%s,%d,%d,%.0f%n", seed, ply, moves.size(),
              player.replace(':', ' '), search.depth(), search.nodes(), (mx.getCurrentThreadCpuTime() - c0) / 1e6);
        }
      }
      state = rules.play(state, mover.chooseMove(state));
    }
  }

  /** The trial term of {@code abx} for the player to move, before its weight. */
  static int extraTerm(ZertzState state, String term, MarbleSet set) {
    long rings = state.rings();
    int sum = 0;
    for (Marble colour : Marble.values()) {
      int value = 1000 / set.needed(colour);
      for (long m = state.marbles(colour); m != 0; m &= m - 1) {
        int c = Long.numberOfTrailingZeros(m);
        if (term.equals("colour")) {
          sum += value;
        } else {
          int around = 0;
          for (int d = 0; d < 6; d++) {
            int nb = state.board().neighbour(c, d);
            if (nb >= 0 && (rings & (1L << nb)) != 0) {
              around++;
            }
          }
          sum += value * (6 - around);
        }
      }
    }
    return sum;
  }

  /** The start after 2 random plies, the openings of {@link #time} and {@link #depth}. */
  static ZertzState randomOpening(Zertz rules, java.util.Random random) {
    ZertzState state = rules.initialState();
    for (int p = 0; p < 2; p++) {
      List<ZertzMove> moves = rules.legalMoves(state);
      state = rules.play(state, moves.get(random.nextInt(moves.size())));
    }
    return state;
  }

  /** Hand-worked values of the robot's evaluation, in the tournament set (4, 5, 6, 3 of each). */
  static void check() {
    Zertz rules = Zertz.tournament();
    RobotEvaluation e = new RobotEvaluation(MarbleSet.TOURNAMENT);
    ZertzState start = rules.initialState();
    // Nothing captured: white needs 4, grey 5, black 6, three of each 9; the least is 4.
    // 4 + 1 - (minweight[4] 0.1 + need[6] 0.0009 + need[5] 0.0015 + need[4] 0.0025 + need[9] 0.0001) = 4.895
    expect(e.ballsToWin(start, Player.FIRST), 4.895, "nothing captured");
    // The empty 37-ring board: 6 rim corners keep 3 neighbours, 12 other rim rings 4, 19 inner 6:
    // 0.0007 * (0*...) = 0 (weights of 3, 4 and 6 neighbours are 0), no marbles.
    expect(RobotEvaluation.boardTerm(start), 0.0, "empty board");
    // FIRST holds 3 white and 1 black: three of each needs 0 + 3 + 2 = 5; white 1, grey 5, black 5;
    // the least is 1: 1 + 1 - (minweight[1] 0.8 + need[5] 0.0015 + need[5] 0.0015 + need[1] 0.018
    // + need[5] 0.0015 + (3 * 1.2 + 1.0) / 1000) = 2 - 0.8271 = 1.1729.
    ZertzState held = rules.positions().decode("37 ..../...../....../......./....../...../.... 3,8,9 3,0,1 0,0,0 1 0 0");
    expect(e.ballsToWin(held, Player.FIRST), 1.1729, "3 white and 1 black");
    System.out.println("robot evaluation: hand-worked values match");
  }

  static void expect(double actual, double expected, String what) {
    if (Math.abs(actual - expected) > 1e-9) {
      throw new AssertionError(what + ": " + actual + ", not " + expected);
    }
  }
}
