package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.testkit.ForAll;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The legal moves against a naive generator written from the rules text: neighbours found from
 * the squares' cells on the grid (two squares touch when a cell of one is one of the eight around
 * a cell of the other) instead of the layout's tables and bit masks, the gate's squares from the
 * layout, every rule checked square by square.
 */
class ColorFieldMoveGenerationProperties {

  /** Every legal move of the player to move, in notation, in the library's documented order. */
  static List<String> naiveMoves(ColorFieldState state) {
    ColorFieldLayout layout = state.layout();
    Team team = state.toMove();
    List<String> moves = new ArrayList<>();
    int squares = layout.squareCount();
    for (int from = 0; from < squares + layout.gateCount(); from++) {
      FieldColor color;
      List<Integer> targets = new ArrayList<>();
      if (from < squares) {
        if (!state.teamAt(from).equals(Optional.of(team))) {
          continue;
        }
        color = state.pieceColorAt(from).orElseThrow();
        for (int to = 0; to < squares; to++) {
          if (to != from && touch(layout, from, to)) {
            targets.add(to);
          }
        }
      } else {
        int gate = from - squares;
        if (layout.gateTeam(gate) != team || !state.gateOccupied(gate)) {
          continue;
        }
        color = FieldColor.RED;
        for (int to : layout.gateTouches(gate)) {
          targets.add(to);
        }
      }
      for (int to : targets) {
        if (state.teamAt(to).isPresent()) {
          continue; // one piece per square
        }
        if (layout.isCastle(to) && color != FieldColor.RED) {
          continue; // only RED on the castle
        }
        boolean onOwnColor = from < squares && layout.color(from) == color;
        if (onOwnColor && layout.color(to) == color) {
          continue; // own colour to own colour
        }
        String step = layout.name(from) + "-" + layout.name(to);
        List<String> captures = new ArrayList<>();
        if (layout.color(to) == color) {
          for (int victim = 0; victim < squares; victim++) {
            if (state.teamAt(victim).equals(Optional.of(team.opponent())) && layout.color(victim) == color) {
              captures.add(step + "x" + layout.name(victim));
            }
          }
        }
        if (captures.isEmpty()) {
          moves.add(step);
        } else {
          moves.addAll(captures);
        }
      }
    }
    return moves;
  }

  /**
   * Tells whether two squares touch: the rectangles of cells they cover (one cell but for a merged
   * square) are at most one cell apart in both directions.
   */
  static boolean touch(ColorFieldLayout layout, int a, int b) {
    int gapColumns = Math.max(layout.column(a), layout.column(b))
        - Math.min(layout.column(a) + layout.width(a), layout.column(b) + layout.width(b));
    int gapRows = Math.max(layout.row(a), layout.row(b))
        - Math.min(layout.row(a) + layout.height(a), layout.row(b) + layout.height(b));
    return gapColumns <= 0 && gapRows <= 0;
  }

  @Test
  void legalMovesAreExactlyTheNaiveGeneratorsInOrder() {
    for (ColorField rules : List.of(
        ColorField.standard(),
        ColorField.builder().firstTeam(Team.EMPTY).drawOptions(DrawOptions.NONE.withPlyLimit(150)).build(),
        ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.HOLES_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.CROSS_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.MERGED_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.SEVEN_COLOURS_LAYOUT)),
        ColorField.of(ColorFieldLayout.parse(Boards.BIG_LAYOUT)))) {
      ForAll.games("legal moves = naive generator: " + rules, 20, rules, game -> {
        for (ColorFieldState state : game.states()) {
          List<String> listed = new ArrayList<>();
          rules.legalMoves(state).forEach(m -> listed.add(m.toString()));
          if (rules.status(state).isOver()) {
            assertThat(listed).isEmpty();
          } else {
            assertThat(listed).as("moves of %s", state).isEqualTo(naiveMoves(state));
          }
        }
      });
    }
  }
}
