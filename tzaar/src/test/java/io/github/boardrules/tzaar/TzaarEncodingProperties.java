package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.testkit.EncodingContract;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class TzaarEncodingProperties {

  @SuppressWarnings("unchecked")
  private static ConfiguredGame<TzaarState, TzaarMove> game(String name) {
    return (ConfiguredGame<TzaarState, TzaarMove>) GameCatalog.load().game(name);
  }

  /** What the rules read of a state: each stack's colour, top and height, the turn, the hands. */
  private static List<Object> observed(TzaarState state) {
    List<Object> parts = new ArrayList<>();
    for (TzaarPoint point : TzaarPoint.all()) {
      parts.add(state.stack(point).map(s -> s.colour() + " " + s.top() + " " + s.height()).orElse("-"));
    }
    parts.add(state.toMove());
    parts.add(state.phase());
    for (TzaarColour colour : TzaarColour.values()) {
      for (TzaarType type : TzaarType.values()) {
        parts.add(state.piecesInHand(colour, type));
      }
    }
    return parts;
  }

  @TestFactory
  Stream<DynamicTest> everySetupKeepsTheEncodingContract() {
    return Stream.of("tzaar(seed=7)", "tzaar(setup=fixed)", "tzaar(setup=tournament)")
        .flatMap(name -> EncodingContract.of(game(name)).games(8)
            .observedPart(TzaarEncodingProperties::observed).tests());
  }

  @Test
  void movesAreNumberedByKindAndPoints() {
    Tzaar rules = Tzaar.fixedSetup();
    ActionEncoding<TzaarState, TzaarMove> encoding = rules.encoding();
    assertThat(encoding.actionCount()).isEqualTo(2 * 60 * 60 + 6 * 60 + 1);
    assertThat(encoding.observationShape()).containsExactly(19, 9, 9);
    TzaarState start = rules.initialState();
    for (TzaarMove move : rules.legalMoves(start)) {
      assertThat(move.kind()).isEqualTo(TzaarMove.Kind.CAPTURE);
      assertThat(encoding.index(start, move))
          .isEqualTo(move.from().orElseThrow().index() * 60 + move.to().orElseThrow().index());
    }
  }

  @Test
  void thePassIsTheLastAction() {
    Tzaar rules = Tzaar.fixedSetup();
    ActionEncoding<TzaarState, TzaarMove> encoding = rules.encoding();
    TzaarState start = rules.initialState();
    TzaarState second = rules.play(start, rules.legalMoves(start).get(0));
    // WHITE's opening is one capture; BLACK's turn is a capture, then a second action, which may
    // be the pass.
    TzaarState secondAction = rules.play(second, rules.legalMoves(second).get(0));
    assertThat(secondAction.phase()).isEqualTo(TzaarPhase.SECOND_ACTION);
    assertThat(encoding.move(secondAction, 7560)).isEqualTo(TzaarMove.pass());
  }
}
