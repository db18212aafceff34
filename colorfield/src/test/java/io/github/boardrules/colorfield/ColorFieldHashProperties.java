package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.colorfield.internal.ColorFieldZobrist;
import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.testkit.ForAll;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The incremental position hash against the hash recomputed from the pieces. */
class ColorFieldHashProperties {
  private static final List<ColorField> RULES = List.of(
      ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(200)).build(),
      ColorField.builder().firstTeam(Team.EMPTY).drawOptions(DrawOptions.NONE.withPlyLimit(60)).build(),
      ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(120).withRepetitionDraw(2)).build(),
      ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT)),
      ColorField.of(ColorFieldLayout.parse(Boards.MERGED_LAYOUT)),
      ColorField.builder().layout(ColorFieldLayout.parse(Boards.BIG_LAYOUT)).drawOptions(DrawOptions.NONE.withRepetitionDraw(2)).build());

  @Test
  void theIncrementalHashEqualsTheRecomputedOneInRandomGames() {
    for (ColorField rules : RULES) {
      ForAll.games("incremental hash " + rules, 40, rules, game -> {
        for (ColorFieldState state : game.states()) {
          assertThat(state.positionHash()).as("hash of %s", state)
              .isEqualTo(fromScratch(state));
        }
      });
    }
  }

  @Test
  void aDecodedPositionHasTheHashOfThePlayedOne() {
    for (ColorField rules : RULES) {
      ForAll.games("decoded hash " + rules, 20, rules, game -> {
        for (ColorFieldState state : game.states()) {
          ColorFieldState decoded = rules.positions().decode(rules.positions().encode(state));
          assertThat(decoded).isEqualTo(state);
          assertThat(decoded.positionHash()).as("hash of decoded %s", state)
              .isEqualTo(state.positionHash());
        }
      });
    }
  }

  @Test
  void twoMoveOrdersReachingOnePositionHaveOneHash() {
    ColorField rules = ColorField.standard();
    // FULL a1-a2, EMPTY a10-a9, FULL j1-j2 and FULL j1-j2, EMPTY a10-a9, FULL a1-a2: plain steps
    // (a GREEN piece to a YELLOW square, a BLUE one to a PURPLE square, a BLUE one to a PURPLE
    // square: no capture) leaving the same pieces, EMPTY to move, after 3 plies.
    ColorFieldState one = play(rules, "a1-a2", "a10-a9", "j1-j2");
    ColorFieldState other = play(rules, "j1-j2", "a10-a9", "a1-a2");
    assertThat(one).isEqualTo(other);
    assertThat(one.positionHash()).isEqualTo(other.positionHash());
    // Stepping back: after a1-a2 a10-a9 a2-a1 a9-a10 the start's pieces are back with FULL to
    // move: the start's hash.
    ColorFieldState back = play(rules, "a1-a2", "a10-a9", "a2-a1", "a9-a10");
    assertThat(back.positionHash()).isEqualTo(rules.initialState().positionHash());
    // The start's pieces with EMPTY to move (a set-up position after one ply) differ from the
    // start in the player key alone.
    String start = rules.positions().encode(rules.initialState());
    assertThat(start).endsWith(" F 0");
    ColorFieldState emptyToMove =
        rules.positions().decode(start.substring(0, start.length() - 4) + " E 1");
    assertThat(emptyToMove.positionHash()).isNotEqualTo(rules.initialState().positionHash());
    assertThat(emptyToMove.positionHash() ^ ColorFieldZobrist.toMove(Team.EMPTY.index()))
        .isEqualTo(rules.initialState().positionHash());
  }

  /** Returns the hash of a state recomputed from its pieces and team to move. */
  private static long fromScratch(ColorFieldState state) {
    return state.rules().engine().zobrist().of(state.pieces(), state.toMove().index());
  }

  private static ColorFieldState play(ColorField rules, String... moves) {
    ColorFieldState state = rules.initialState();
    for (String move : moves) {
      state = rules.play(state, rules.notation().parse(move));
    }
    return state;
  }
}
