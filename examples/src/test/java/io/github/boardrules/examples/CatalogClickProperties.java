package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.MoveInput;
import io.github.boardrules.core.catalog.PartialMove;
import io.github.boardrules.core.svg.SvgBuilder;
import io.github.boardrules.testkit.RandomGame;
import io.github.boardrules.testkit.SvgDoc;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * Moves from clicks over random positions of every catalogue game and a sample of option sets:
 * walking every click sequence from the first click reaches every legal move exactly once, each
 * sequence ends in exactly one move and begins no other; random clicks build only legal moves and
 * every refusal has a reason; and every point of every legal move's click sequence is a {@code
 * data-point} of the position's SVG.
 */
class CatalogClickProperties {
  private static final int GAMES_PER_CONFIG = 1;
  private static final int PLY_CAP = 80;
  private static final int POSITIONS_PER_GAME = 5;
  private static final int RANDOM_CLICKS_PER_POSITION = 40;

  @Test
  void everyLegalMoveIsClickedOneWayAndNoIllegalMoveCanBeBuilt() {
    int positions = 0;
    int moves = 0;
    for (ConfiguredGame<?, ?> game : CatalogSample.games()) {
      for (int attempt = 0; attempt < GAMES_PER_CONFIG; attempt++) {
        long seed = 27_000L + 1_000L * game.config().toString().hashCode() + attempt;
        int[] counts = check(game, seed);
        positions += counts[0];
        moves += counts[1];
      }
    }
    assertThat(moves).as("legal moves clicked in %d positions", positions).isGreaterThan(1_000);
  }

  private static <S, M> int[] check(ConfiguredGame<S, M> game, long seed) {
    RandomGame<S, M> random = RandomGame.play(game.rules(), seed, PLY_CAP);
    SplittableRandom pick = new SplittableRandom(seed);
    int positions = 0;
    int moves = 0;
    List<Integer> plies = new ArrayList<>();
    for (int i = 0; i < POSITIONS_PER_GAME; i++) {
      plies.add(pick.nextInt(random.states().size()));
    }
    plies.add(random.states().size() - 1); // the end, often a finished game
    for (int ply : plies) {
      S state = random.states().get(ply);
      String where = game.config() + ", seed " + seed + ", after " + random.moves().subList(0, ply);
      MoveInput<S, M> input = game.moveInput(state);
      List<M> legal = game.rules().legalMoves(state);

      // Walk the tree of click sequences: every legal move once, every sequence ends in one move.
      List<M> reached = new ArrayList<>();
      if (legal.isEmpty()) {
        assertThat(input.after(List.of()).reason()).as(where).hasValueSatisfying(
            reason -> assertThat(reason).startsWith("No move can be made: the game is over"));
      } else {
        walk(input, new ArrayList<>(), reached, where);
      }
      // Sets, not AssertJ's any-order list check: that one is quadratic, and ZÈRTZ has thousands of moves.
      assertThat(reached).as(where).hasSameSizeAs(legal);
      assertThat(new HashSet<>(reached)).as(where).hasSameSizeAs(legal).isEqualTo(new HashSet<>(legal));
      for (M move : legal) {
        PartialMove<M> whole = input.after(input.clicks(move));
        assertThat(whole.move()).as(where + ": " + game.notation().format(move)).contains(move);
      }

      // Every point clicked is named in the picture, on a shape a page can find.
      M last = ply == 0 ? null : random.moves().get(ply - 1);
      Set<String> tokens = new LinkedHashSet<>();
      for (M move : legal) {
        tokens.addAll(input.clicks(move));
      }
      Optional<String> picture = game.picture(state, last, List.of());
      Set<String> named = picture.isPresent() ? namedPoints(picture.get()) : tokens; // the test-kit's game has none
      assertThat(named).as(where + ": the picture's data-point names").containsAll(tokens);

      // Random clicks, from the picture's points: only legal moves are built, refusals say why.
      List<String> pointList = new ArrayList<>(named);
      for (int t = 0; t < RANDOM_CLICKS_PER_POSITION && !pointList.isEmpty(); t++) {
        List<String> clicked = new ArrayList<>();
        while (true) {
          PartialMove<M> step = input.after(clicked);
          if (step.isRefused()) {
            assertThat(step.reason()).as(where + " " + clicked).isPresent();
            assertThat(step.reason().orElseThrow()).startsWith("No ");
            break;
          }
          if (step.move().isPresent()) {
            assertThat(game.rules().isLegal(state, step.move().get())).as(where + " " + clicked).isTrue();
            break;
          }
          boolean follow = pick.nextInt(3) > 0 && !step.nextPoints().isEmpty();
          clicked.add(follow ? step.nextPoints().get(pick.nextInt(step.nextPoints().size()))
              : pointList.get(pick.nextInt(pointList.size())));
        }
      }
      positions++;
      moves += legal.size();
    }
    return new int[] {positions, moves};
  }

  private static <S, M> void walk(MoveInput<S, M> input, List<String> clicked, List<M> reached, String where) {
    PartialMove<M> step = input.after(clicked);
    assertThat(step.isRefused()).as(where + " " + clicked).isFalse();
    if (step.move().isPresent()) {
      assertThat(step.nextPoints()).as(where + ": " + clicked + " ends a move and begins no other").isEmpty();
      assertThat(step.candidates()).as(where + " " + clicked).containsExactly(step.move().get());
      reached.add(step.move().get());
      return;
    }
    assertThat(step.nextPoints()).as(where + " " + clicked).isNotEmpty();
    Set<M> below = new HashSet<>();
    int before = reached.size();
    for (String next : step.nextPoints()) {
      clicked.add(next);
      walk(input, clicked, reached, where);
      clicked.remove(clicked.size() - 1);
    }
    below.addAll(reached.subList(before, reached.size()));
    assertThat(below).as(where + ": the candidates after " + clicked).isEqualTo(new HashSet<>(step.candidates()));
  }

  private static Set<String> namedPoints(String svg) {
    Set<String> names = new HashSet<>();
    for (Element e : SvgDoc.parse(svg).all()) {
      if (e.hasAttribute(SvgBuilder.POINT_ATTRIBUTE)) {
        assertThat(e.getAttribute("class")).startsWith(SvgBuilder.POINT_CLASS);
        names.add(e.getAttribute(SvgBuilder.POINT_ATTRIBUTE));
      }
    }
    return names;
  }
}
