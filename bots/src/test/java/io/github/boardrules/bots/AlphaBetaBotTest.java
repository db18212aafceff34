package io.github.boardrules.bots;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.bots.Evaluation;
import io.github.boardrules.core.bots.QuietMoves;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The search's pruning, move ordering (table move, killers, history), null windows and table
 * must not change a position's value: on hash-drawn game trees its score equals a plain minimax
 * without any of them, with the documented quiescence and win scores.
 */
class AlphaBetaBotTest {
  private static final Evaluation<HashTreeGame.Node> EVALUATION = HashTreeGame.evaluation();

  /** Plain minimax as the class Javadoc defines the value: no pruning, no table, no ordering. */
  private static int minimax(HashTreeGame rules, HashTreeGame.Node node, int depth, int ply) {
    Player me = node.toMove();
    if (depth <= 0) {
      Status status = rules.status(node);
      if (status.isOver()) {
        return end(status, me, ply);
      }
      if (depth <= -AlphaBetaBot.QUIESCENCE_PLIES || EVALUATION.isQuiet(node)) {
        return EVALUATION.evaluate(node, me);
      }
    }
    List<Integer> moves = rules.legalMoves(node);
    if (moves.isEmpty()) {
      return end(rules.status(node), me, ply);
    }
    int best = Integer.MIN_VALUE;
    for (int move : moves) {
      HashTreeGame.Node child = rules.play(node, move);
      int value = minimax(rules, child, depth - 1, ply + 1);
      best = Math.max(best, child.toMove() == me ? value : -value);
    }
    return best;
  }

  /** The evaluation, asking the search to spend no depth on positions that are not quiet. */
  private static final Evaluation<HashTreeGame.Node> EXTENDING = new Evaluation<>() {
    @Override
    public int evaluate(HashTreeGame.Node state, Player player) {
      return EVALUATION.evaluate(state, player);
    }

    @Override
    public boolean isQuiet(HashTreeGame.Node state) {
      return EVALUATION.isQuiet(state);
    }

    @Override
    public boolean extendsNotQuiet() {
      return true;
    }
  };

  /**
   * Plain minimax whose depth counts only the moves of quiet positions, as {@link
   * Evaluation#extendsNotQuiet} defines it: before the horizon a position that is not quiet
   * passes its depth on to its children unspent.
   */
  private static int minimaxExtending(HashTreeGame rules, HashTreeGame.Node node, int depth, int ply) {
    Player me = node.toMove();
    if (depth <= 0) {
      return minimax(rules, node, depth, ply);
    }
    List<Integer> moves = rules.legalMoves(node);
    if (moves.isEmpty()) {
      return end(rules.status(node), me, ply);
    }
    int childDepth = EXTENDING.isQuiet(node) ? depth - 1 : depth;
    int best = Integer.MIN_VALUE;
    for (int move : moves) {
      HashTreeGame.Node child = rules.play(node, move);
      int value = minimaxExtending(rules, child, childDepth, ply + 1);
      best = Math.max(best, child.toMove() == me ? value : -value);
    }
    return best;
  }

  private static int end(Status status, Player toMove, int ply) {
    return status.winner().map(w -> w == toMove ? AlphaBetaBot.WIN - ply : -(AlphaBetaBot.WIN - ply)).orElse(0);
  }

  /** The search's score is the plain minimax value at the depth it reached, and so is its move's. */
  private static void assertPlainMinimax(
      HashTreeGame rules, HashTreeGame.Node start, AlphaBetaBot.Search<Integer> search, String where) {
    int expected = minimax(rules, start, search.depth(), 0);
    assertThat(search.score()).as(where).isEqualTo(expected);
    HashTreeGame.Node child = rules.play(start, search.move());
    int moveValue = minimax(rules, child, search.depth() - 1, 1);
    assertThat(child.toMove() == start.toMove() ? moveValue : -moveValue)
        .as("the value of the move played, " + where).isEqualTo(expected);
  }

  /** One check of a tree's start position at one depth; {@code where} names both. */
  private interface TreeCheck {
    void check(HashTreeGame rules, HashTreeGame.Node start, int depth, String where);
  }

  /**
   * Runs a check on the trees of roots 1 to 300 whose start has a move, at each depth from
   * {@code firstDepth} to 6.
   *
   * @return the checks run
   */
  private static int forEachTreeAndDepth(int firstDepth, TreeCheck check) {
    int checks = 0;
    for (long root = 1; root <= 300; root++) {
      HashTreeGame rules = new HashTreeGame(root);
      HashTreeGame.Node start = rules.initialState();
      if (rules.legalMoves(start).isEmpty()) {
        continue;
      }
      for (int depth = firstDepth; depth <= 6; depth++) {
        check.check(rules, start, depth, "root " + root + ", depth " + depth);
        checks++;
      }
    }
    return checks;
  }

  /**
   * With the smallest table (16 entries) nearly every store evicts another position's entry, deep
   * or shallow, so a probe that trusted an entry without its key would show as a wrong score.
   */
  @ParameterizedTest(name = "a table of 2^{0} entries")
  @ValueSource(ints = {8, 4})
  void theScoreIsThePlainMinimaxValueAtTheDepthReached(int tableBits) {
    int compared = forEachTreeAndDepth(1, (rules, start, depth, where) -> assertPlainMinimax(rules, start,
        AlphaBetaBot.builder(rules, EVALUATION).maxDepth(depth).tableBits(tableBits).build().search(start), where));
    assertThat(compared).isGreaterThan(1_000);
  }

  /**
   * The tree's evaluation, counting its calls, with a {@linkplain Evaluation#quietMoveBound bound
   * on quiet moves}: the most that a move reaching a quiet position where the game goes on scores,
   * as the search scores it, moved by a number drawn for the position from {@code lowest} to
   * {@code highest}. From 0 up the bound holds; below 0 some move beats it. Without a bound it
   * gives the default, {@link Evaluation#MAX}.
   */
  private static final class BoundedEvaluation implements Evaluation<HashTreeGame.Node> {
    private final HashTreeGame rules;
    private final boolean bounds;
    private final int lowest;
    private final int highest;
    long evaluations;

    BoundedEvaluation(HashTreeGame rules, boolean bounds, int lowest, int highest) {
      this.rules = rules;
      this.bounds = bounds;
      this.lowest = lowest;
      this.highest = highest;
    }

    @Override
    public int evaluate(HashTreeGame.Node state, Player player) {
      evaluations++;
      return EVALUATION.evaluate(state, player);
    }

    @Override
    public boolean isQuiet(HashTreeGame.Node state) {
      return EVALUATION.isQuiet(state);
    }

    @Override
    public int quietMoveBound(HashTreeGame.Node state) {
      if (!bounds) {
        return Evaluation.super.quietMoveBound(state);
      }
      Player me = state.toMove();
      int most = -Evaluation.MAX; // no quiet move: any bound holds
      for (int move : rules.legalMoves(state)) {
        HashTreeGame.Node child = rules.play(state, move);
        if (!rules.status(child).isOver() && EVALUATION.isQuiet(child)) {
          most = Math.max(most, child.toMove() == me
              ? EVALUATION.evaluate(child, me) : -EVALUATION.evaluate(child, me.opponent()));
        }
      }
      return most + lowest + (int) Long.remainderUnsigned(HashTreeGame.mix(state.id() + 29), highest - lowest + 1);
    }
  }

  @Test
  void aBoundOnQuietMovesSavesEvaluationsAndKeepsTheMinimaxValue() {
    long[] evaluations = new long[2]; // with the bound, without
    int compared = forEachTreeAndDepth(1, (rules, start, depth, where) -> {
      BoundedEvaluation withBound = new BoundedEvaluation(rules, true, 0, 300);
      assertPlainMinimax(rules, start,
          AlphaBetaBot.builder(rules, withBound).maxDepth(depth).tableBits(8).build().search(start), where);
      BoundedEvaluation noBound = new BoundedEvaluation(rules, false, 0, 300);
      AlphaBetaBot.builder(rules, noBound).maxDepth(depth).tableBits(8).build().search(start);
      evaluations[0] += withBound.evaluations;
      evaluations[1] += noBound.evaluations;
    });
    assertThat(compared).isGreaterThan(1_000);
    assertThat(evaluations[0]).as("evaluations with the bound, against %d without", evaluations[1])
        .isLessThan(evaluations[1]);
  }

  /**
   * The game's test of quiet moves, answering as the search would find after playing a move: the
   * game goes on and the position is quiet (the trees repeat no position). It counts its yeses.
   */
  private static final class TreeQuietMoves implements QuietMoves<HashTreeGame.Node, Integer> {
    private final HashTreeGame rules;
    private final boolean lies;
    long yeses;

    TreeQuietMoves(HashTreeGame rules, boolean lies) {
      this.rules = rules;
      this.lies = lies;
    }

    @Override
    public Predicate<Integer> at(HashTreeGame.Node state) {
      return move -> {
        HashTreeGame.Node child = rules.play(state, move);
        boolean quiet = lies || (!rules.status(child).isOver() && EVALUATION.isQuiet(child));
        if (quiet) {
          yeses++;
        }
        return quiet;
      };
    }
  }

  @Test
  void quietMovesLeftUnplayedLeaveTheSearchAsItWas() {
    long[] yeses = new long[1];
    int compared = forEachTreeAndDepth(1, (rules, start, depth, where) -> {
      AlphaBetaBot.Search<Integer> plain = AlphaBetaBot.builder(rules, new BoundedEvaluation(rules, true, 0, 300))
          .maxDepth(depth).tableBits(8).build().search(start);
      TreeQuietMoves quiet = new TreeQuietMoves(rules, false);
      AlphaBetaBot.Search<Integer> skipping = AlphaBetaBot.builder(rules, new BoundedEvaluation(rules, true, 0, 300))
          .quietMoves(quiet).maxDepth(depth).tableBits(8).build().search(start);
      assertThat(skipping).as(where).isEqualTo(plain);
      assertPlainMinimax(rules, start, skipping, where);
      yeses[0] += quiet.yeses;
    });
    assertThat(compared).isGreaterThan(1_000);
    // Each yes is a position the search did not play: the same searches with fewer positions made.
    assertThat(yeses[0]).as("moves left unplayed").isGreaterThan(1_000);
  }

  @Test
  void aQuietMovesTestThatSaysYesOfEveryMoveMakesTheSearchMissWins() {
    int[] differ = new int[1];
    forEachTreeAndDepth(2, (rules, start, depth, where) -> {
      AlphaBetaBot.Search<Integer> trusting = AlphaBetaBot.builder(rules, new BoundedEvaluation(rules, true, 0, 300))
          .quietMoves(new TreeQuietMoves(rules, true)).maxDepth(depth).tableBits(8).build().search(start);
      if (trusting.score() != minimax(rules, start, trusting.depth(), 0)) {
        differ[0]++;
      }
    });
    // The search trusts the test: one that names moves ending the game or leaving it unquiet is wrong.
    assertThat(differ[0]).isGreaterThan(10);
  }

  @Test
  void aBoundThatAQuietMoveBeatsMakesTheSearchMissIt() {
    int[] differ = new int[1];
    forEachTreeAndDepth(2, (rules, start, depth, where) -> {
      AlphaBetaBot.Search<Integer> search = AlphaBetaBot.builder(rules, new BoundedEvaluation(rules, true, -400, -1))
          .maxDepth(depth).tableBits(8).build().search(start);
      if (search.score() != minimax(rules, start, search.depth(), 0)) {
        differ[0]++;
      }
    });
    // The property above could fail: a bound that is too low gives wrong scores.
    assertThat(differ[0]).isGreaterThan(10);
  }

  @Test
  void anEvaluationThatExtendsPositionsThatAreNotQuietGetsTheMinimaxValueOfQuietDepth() {
    int compared = 0;
    int differ = 0;
    for (long root = 1; root <= 150; root++) {
      HashTreeGame rules = new HashTreeGame(root);
      HashTreeGame.Node start = rules.initialState();
      if (rules.legalMoves(start).isEmpty()) {
        continue;
      }
      for (int depth = 1; depth <= 4; depth++) {
        AlphaBetaBot.Search<Integer> search =
            AlphaBetaBot.builder(rules, EXTENDING).maxDepth(depth).tableBits(8).build().search(start);
        int expected = minimaxExtending(rules, start, search.depth(), 0);
        assertThat(search.score()).as("root %d, depth %d", root, depth).isEqualTo(expected);
        if (expected != minimax(rules, start, search.depth(), 0)) {
          differ++;
        }
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(400);
    // The extension changes values: otherwise this test would not tell it from the plain search.
    assertThat(differ).isGreaterThan(20);
  }

  @Test
  void atARootOfMoreThan256MovesTheSecondIterationTriesTheBestFirstThenTheOthersByTheirValues() {
    // With every position quiet, the first iteration's value of a move is the evaluation of the
    // position it makes (the root's children are never over); the second iteration then plays the best
    // first (the first best in the rules' order), then the others from the highest value down,
    // ties in the rules' order.
    int checked = 0;
    for (long root = 1; root <= 20; root++) {
      HashTreeGame game = new HashTreeGame(root, 300);
      HashTreeGame.Node start = game.initialState();
      List<Integer> moves = game.legalMoves(start);
      int[] value = new int[moves.size()];
      int best = 0;
      for (int i = 0; i < moves.size(); i++) {
        value[i] = EVALUATION.evaluate(game.playUnchecked(start, moves.get(i)), game.toMove(start));
        best = value[i] > value[best] ? i : best;
      }
      List<Integer> expected = new ArrayList<>(List.of(moves.get(best)));
      int first = best;
      moves.stream()
          .filter(m -> m != first)
          .sorted(Comparator.comparingInt((Integer m) -> -value[m]).thenComparingInt(m -> m))
          .forEach(expected::add);
      assertThat(secondIterationOrder(game, start)).as("root %d", root).isEqualTo(expected);
      checked++;
    }
    assertThat(checked).isEqualTo(20);
  }

  @Test
  void atARootOf256MovesOrFewerEachIterationTriesTheBestFirstThenTheRulesOrder() {
    int checked = 0;
    for (long root = 1; root <= 60; root++) {
      for (int width : new int[] {0, 256}) {
        HashTreeGame game = new HashTreeGame(root, width);
        HashTreeGame.Node start = game.initialState();
        List<Integer> moves = game.legalMoves(start);
        if (moves.size() < 3) {
          continue;
        }
        int best = 0;
        for (int i = 1; i < moves.size(); i++) {
          if (EVALUATION.evaluate(game.playUnchecked(start, moves.get(i)), game.toMove(start))
              > EVALUATION.evaluate(game.playUnchecked(start, moves.get(best)), game.toMove(start))) {
            best = i;
          }
        }
        List<Integer> expected = new ArrayList<>(List.of(moves.get(best)));
        int first = best;
        moves.stream().filter(m -> m != first).forEach(expected::add);
        assertThat(secondIterationOrder(game, start)).as("root %d, %d moves", root, moves.size())
            .isEqualTo(expected);
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(20);
  }

  /** The root moves that a search to depth 2 plays in its second iteration, in order. */
  private static List<Integer> secondIterationOrder(HashTreeGame game, HashTreeGame.Node start) {
    List<Integer> tried = new ArrayList<>();
    Evaluation<HashTreeGame.Node> everyPositionQuiet = new Evaluation<>() {
      @Override
      public int evaluate(HashTreeGame.Node state, Player player) {
        return EVALUATION.evaluate(state, player);
      }

      @Override
      public boolean isQuiet(HashTreeGame.Node state) {
        return true;
      }
    };
    AlphaBetaBot.builder(new RootRecordingRules(game, start, tried), everyPositionQuiet).maxDepth(2)
        .build().search(start);
    int count = game.legalMoves(start).size();
    assertThat(tried).hasSize(2 * count);
    assertThat(tried.subList(0, count)).as("the first iteration: the rules' order")
        .isEqualTo(game.legalMoves(start));
    return tried.subList(count, tried.size());
  }

  /** The rules of a game that record each move played from one position. */
  private record RootRecordingRules(HashTreeGame game, HashTreeGame.Node root, List<Integer> tried)
      implements Rules<HashTreeGame.Node, Integer> {
    @Override
    public HashTreeGame.Node initialState() {
      return game.initialState();
    }

    @Override
    public Player toMove(HashTreeGame.Node state) {
      return game.toMove(state);
    }

    @Override
    public List<Integer> legalMoves(HashTreeGame.Node state) {
      return game.legalMoves(state);
    }

    @Override
    public Legality check(HashTreeGame.Node state, Integer move) {
      return game.check(state, move);
    }

    @Override
    public HashTreeGame.Node playUnchecked(HashTreeGame.Node state, Integer move) {
      if (state.equals(root)) {
        tried.add(move);
      }
      return game.playUnchecked(state, move);
    }

    @Override
    public Status status(HashTreeGame.Node state) {
      return game.status(state);
    }
  }

  @Test
  void aPositionWithOneLegalMoveIsSearchedOnePlyDeepOnly() {
    int forced = 0;
    for (long root = 1; root <= 300; root++) {
      HashTreeGame rules = new HashTreeGame(root);
      HashTreeGame.Node start = rules.initialState();
      if (rules.legalMoves(start).size() != 1) {
        continue;
      }
      AlphaBetaBot.Search<Integer> search =
          AlphaBetaBot.builder(rules, EVALUATION).maxDepth(6).maxNodes(10_000).build().search(start);
      assertThat(search.move()).isEqualTo(rules.legalMoves(start).get(0));
      assertThat(search.depth()).as("root %d", root).isEqualTo(1);
      assertThat(search.score()).as("root %d", root).isEqualTo(minimax(rules, start, 1, 0));
      forced++;
    }
    assertThat(forced).isGreaterThan(10);
  }

  @Test
  void oneBotKeepsItsProofsRightFromMoveToMove() {
    // The table, killers and history survive between searches, so a later search may use what an
    // earlier, deeper one found: its score is then no single depth's minimax, but every win or
    // loss it claims must be the game's true value (the trees end within 9 plies: solved here).
    int proofs = 0;
    for (long root = 400; root < 480; root++) {
      HashTreeGame rules = new HashTreeGame(root);
      HashTreeGame.Node node = rules.initialState();
      AlphaBetaBot<HashTreeGame.Node, Integer> bot =
          AlphaBetaBot.builder(rules, EVALUATION).maxDepth(4).tableBits(6).build();
      while (!rules.legalMoves(node).isEmpty()) {
        AlphaBetaBot.Search<Integer> search = bot.search(node);
        assertThat(rules.legalMoves(node)).contains(search.move());
        if (Math.abs(search.score()) >= AlphaBetaBot.WIN - 100) {
          int solved = minimax(rules, node, 2 * HashTreeGame.LONGEST, 0);
          assertThat(search.score()).as("root %d, ply %d", root, node.ply()).isEqualTo(solved);
          proofs++;
        }
        node = rules.play(node, search.move());
      }
    }
    assertThat(proofs).isGreaterThan(20);
  }

  @Test
  void linesLongerThanItsPlyTableAreScoredWhereTheTableEnds() {
    // Extensions of positions that are not quiet (to ply 96) and a deep iteration together reach
    // past the 128 plies the search keeps: it must score the position there, not fail.
    EndlessRing ring = new EndlessRing();
    AlphaBetaBot<EndlessRing.Token, Integer> bot = AlphaBetaBot.builder(ring, EndlessRing.neverQuiet())
        .hash(token -> token.spot() * 1_000_003L + token.moves())
        .maxDepth(40)
        .build();
    AlphaBetaBot.Search<Integer> search = bot.search(ring.initialState());
    assertThat(search.depth()).isEqualTo(40);
    assertThat(search.move()).isIn(1, 2);
  }

  @Test
  void severalThreadsFindTheForcedWinAndPlayLegalMoves() {
    ExtraTurnPile pile = new ExtraTurnPile(6);
    AlphaBetaBot<ExtraTurnPile.Pile, Integer> bot =
        AlphaBetaBot.builder(pile, (s, p) -> 0).maxDepth(20).threads(2).build();
    // From 6: take 2 (4 left, move again), take 2 (2 left, again), take the last 2: a win in 3
    // plies with no reply; no quicker one, as a take of 3 passes the turn and 6 need three takes.
    AlphaBetaBot.Search<Integer> search = bot.search(pile.initialState());
    assertThat(search.isForcedWin()).isTrue();
    assertThat(search.score()).isEqualTo(AlphaBetaBot.WIN - 3);
    for (long root = 1; root <= 40; root++) {
      HashTreeGame rules = new HashTreeGame(root);
      HashTreeGame.Node start = rules.initialState();
      if (rules.legalMoves(start).isEmpty()) {
        continue;
      }
      AlphaBetaBot<HashTreeGame.Node, Integer> threaded = AlphaBetaBot.builder(rules, EVALUATION)
          .maxDepth(100).timeLimit(Duration.ofMillis(20)).threads(3).build();
      assertThat(rules.legalMoves(start)).contains(threaded.search(start).move());
    }
  }

  @Test
  void aNodeBudgetGivesTheSameMovesEveryTime() {
    for (long root = 1; root <= 60; root++) {
      HashTreeGame rules = new HashTreeGame(root);
      HashTreeGame.Node start = rules.initialState();
      if (rules.legalMoves(start).isEmpty()) {
        continue;
      }
      AlphaBetaBot.Search<Integer> first =
          AlphaBetaBot.builder(rules, EVALUATION).maxDepth(100).maxNodes(300).build().search(start);
      AlphaBetaBot.Search<Integer> second =
          AlphaBetaBot.builder(rules, EVALUATION).maxDepth(100).maxNodes(300).build().search(start);
      assertThat(second).as("root %d", root).isEqualTo(first);
    }
  }

  @Test
  void lateMoveReductionsClaimOnlyTrueWinsAndSearchFewerPositions() {
    long[] nodes = reducedSearches(b -> b.lateMoveReductions(true));
    assertThat(nodes[1]).as("positions visited at depth 6, reduced vs plain").isLessThan(nodes[0]);
  }

  @Test
  void logarithmicReductionsClaimOnlyTrueWinsAndSearchFewerPositionsThanOnePly() {
    long[] onePly = reducedSearches(b -> b.lateMoveReductions(true));
    long[] logarithmic = reducedSearches(b -> b.logarithmicReductions(1.0));
    // At depth 6 a late move (k 3 or more) is reduced by floor(ln 6 ln k) plies: 1 at k = 3, 2
    // from k = 4: fewer positions than reducing every late move by one ply.
    assertThat(logarithmic[1]).as("positions visited at depth 6, logarithmic vs one ply")
        .isLessThan(onePly[1]);
  }

  /**
   * Plays every hash tree of roots 500 to 599 with the reduced search at depth 6, checking each
   * win or loss it claims against the solved tree; returns the positions the plain and the
   * reduced search visit at the roots.
   */
  private static long[] reducedSearches(
      UnaryOperator<AlphaBetaBot.Builder<HashTreeGame.Node, Integer>> reduce) {
    // Reduced, the search is no longer minimax at its depth, but a reduced move is still searched
    // with every reply: a win or loss it claims must be real (trees end within 9 plies: solved).
    int proofs = 0;
    long plainNodes = 0;
    long reducedNodes = 0;
    for (long root = 500; root < 600; root++) {
      HashTreeGame rules = new HashTreeGame(root);
      HashTreeGame.Node node = rules.initialState();
      AlphaBetaBot<HashTreeGame.Node, Integer> bot =
          reduce.apply(AlphaBetaBot.builder(rules, EVALUATION).maxDepth(6).tableBits(8)).build();
      while (!rules.legalMoves(node).isEmpty()) {
        AlphaBetaBot.Search<Integer> search = bot.search(node);
        assertThat(rules.legalMoves(node)).contains(search.move());
        if (Math.abs(search.score()) >= AlphaBetaBot.WIN - 100) {
          // A reduced line may find a slower win than the quickest: the claim is a real win, at
          // most as quick as the best one (a claimed loss: real, and at least as quick).
          int solved = minimax(rules, node, 2 * HashTreeGame.LONGEST, 0);
          if (search.score() > 0) {
            assertThat(solved).as("root %d, ply %d: a win", root, node.ply())
                .isGreaterThanOrEqualTo(search.score());
          } else {
            assertThat(solved).as("root %d, ply %d: a loss", root, node.ply())
                .isLessThanOrEqualTo(search.score());
          }
          proofs++;
        }
        node = rules.play(node, search.move());
      }
      HashTreeGame.Node start = rules.initialState();
      if (!rules.legalMoves(start).isEmpty()) {
        plainNodes += AlphaBetaBot.builder(rules, EVALUATION).maxDepth(6).build().search(start).nodes();
        reducedNodes += reduce.apply(AlphaBetaBot.builder(rules, EVALUATION).maxDepth(6))
            .build().search(start).nodes();
      }
    }
    assertThat(proofs).isGreaterThan(20);
    return new long[] {plainNodes, reducedNodes};
  }

  @Test
  void lateMoveReductionsUnderANodeBudgetGiveTheSameMovesEveryTime() {
    for (long root = 1; root <= 60; root++) {
      HashTreeGame rules = new HashTreeGame(root);
      HashTreeGame.Node start = rules.initialState();
      if (rules.legalMoves(start).isEmpty()) {
        continue;
      }
      AlphaBetaBot.Search<Integer> first = AlphaBetaBot.builder(rules, EVALUATION).maxDepth(100)
          .maxNodes(300).lateMoveReductions(true).build().search(start);
      AlphaBetaBot.Search<Integer> second = AlphaBetaBot.builder(rules, EVALUATION).maxDepth(100)
          .maxNodes(300).lateMoveReductions(true).build().search(start);
      assertThat(second).as("root %d", root).isEqualTo(first);
      AlphaBetaBot.Search<Integer> logarithmic = AlphaBetaBot.builder(rules, EVALUATION).maxDepth(100)
          .maxNodes(300).logarithmicReductions(1.0).build().search(start);
      assertThat(AlphaBetaBot.builder(rules, EVALUATION).maxDepth(100).maxNodes(300)
          .logarithmicReductions(1.0).build().search(start)).as("root %d", root).isEqualTo(logarithmic);
    }
  }

  @Test
  void aReductionDivisorThatIsNotAFiniteNumberAboveZeroIsRefusedByName() {
    AlphaBetaBot.Builder<HashTreeGame.Node, Integer> builder =
        AlphaBetaBot.builder(new HashTreeGame(1), EVALUATION);
    for (double divisor : new double[] {0, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
      assertThatThrownBy(() -> builder.logarithmicReductions(divisor))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("The reductions' divisor must be a finite number above 0, not " + divisor);
    }
  }

  @Test
  void theBotSaysWhichReductionsItUses() {
    HashTreeGame rules = new HashTreeGame(1);
    assertThat(AlphaBetaBot.builder(rules, EVALUATION).lateMoveReductions(true).build().toString())
        .contains(", late-move reductions");
    assertThat(AlphaBetaBot.builder(rules, EVALUATION).logarithmicReductions(1.5).build().toString())
        .contains(", logarithmic reductions (divisor 1.5)");
    assertThat(AlphaBetaBot.builder(rules, EVALUATION).logarithmicReductions(1.5)
        .lateMoveReductions(false).build().toString()).doesNotContain("reductions");
  }
}
