package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The placement list finds a move's index by arithmetic (the search looks up killer and table
 * moves in lists of thousands): it must agree with a scan of the list's own elements, for every
 * placement of the board, legal or not, and for other kinds of move.
 */
class ZertzPlacementIndexProperties {
  private static final List<Zertz> GAMES =
      List.of(Zertz.tournament(), Zertz.boardspace(ZertzBoard.RINGS_48), Zertz.boardspace(ZertzBoard.RINGS_61));

  @Test
  void indexOfAgreesWithAScanForEveryPlacementOfTheBoard() {
    for (Zertz rules : GAMES) {
      ZertzBoard board = rules.board();
      ForAll.games("placement index: " + rules, 20, rules, game -> {
        for (ZertzState state : game.states()) {
          List<ZertzMove> moves = rules.legalMoves(state);
          // The oracle: each element's first position, by equals, over a copy of the list.
          Map<ZertzMove, Integer> scanned = new HashMap<>();
          List<ZertzMove> copy = new ArrayList<>(moves);
          for (int i = copy.size() - 1; i >= 0; i--) {
            scanned.put(copy.get(i), i);
          }
          for (Marble marble : Marble.values()) {
            for (int cell = 0; cell < board.ringCount(); cell++) {
              for (int removed = -1; removed < board.ringCount(); removed++) {
                if (removed == cell) {
                  continue;
                }
                ZertzMove placement = ZertzMove.placementOf(board, marble, cell, removed);
                int expected = scanned.getOrDefault(placement, -1);
                assertThat(moves.indexOf(placement)).as("indexOf %s in %s", placement, state).isEqualTo(expected);
                assertThat(moves.lastIndexOf(placement)).as("lastIndexOf %s", placement).isEqualTo(expected);
                assertThat(moves.contains(placement)).as("contains %s", placement).isEqualTo(expected >= 0);
              }
            }
          }
          assertThat(moves.indexOf(ZertzMove.pass(board))).isEqualTo(copy.indexOf(ZertzMove.pass(board)));
          Object notAMove = "Wd4,a1"; // a list may be asked about any object
          assertThat(moves.indexOf(notAMove)).isEqualTo(-1);
        }
      });
    }
  }
}
