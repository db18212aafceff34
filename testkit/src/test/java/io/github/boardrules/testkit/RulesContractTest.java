package io.github.boardrules.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.MoveNotation;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.core.TextParseException;
import io.github.boardrules.core.fixture.Endless;
import io.github.boardrules.core.fixture.PlyCounter;
import io.github.boardrules.core.fixture.TakeAway;
import io.github.boardrules.core.fixture.TakeAway.Pile;
import io.github.boardrules.core.fixture.TakeAway.Take;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;

/** The contract kit catches broken games: each defect fails the property meant to find it. */
class RulesContractTest {

  private static Map<String, DynamicTest> tests(
      Rules<Pile, Take> rules, MoveNotation<Take> notation) {
    return RulesContract.of("broken", rules, notation, new TakeAway(12).positions())
        .candidateMoves((state, random) -> new Take(random.nextInt(-1, 6)))
        .games(20)
        .parserInputs(50)
        .tests()
        .collect(Collectors.toMap(t -> t.getDisplayName().substring("broken: ".length()), Function.identity()));
  }

  private static void assertFails(Map<String, DynamicTest> tests, String property) {
    DynamicTest test = tests.get(property);
    assertThat(test).as("property %s exists", property).isNotNull();
    Throwable thrown = null;
    try {
      test.getExecutable().execute();
    } catch (Throwable t) {
      thrown = t;
    }
    assertThat(thrown).as("property %s fails on the broken game", property).isInstanceOf(AssertionError.class);
    assertThat(thrown.getMessage()).contains("seed").contains("-Dboardrules.seed=");
  }

  @Test
  void correctGamePassesEveryProperty() {
    for (DynamicTest test : tests(new TakeAway(12), TakeAway.NOTATION).values()) {
      assertThatCode(() -> test.getExecutable().execute()).as(test.getDisplayName()).doesNotThrowAnyException();
    }
  }

  @Test
  void aDrawTheRulesDoNotKnowIsCaughtAndADeclaredOneIsNot() {
    // A game that invents a draw when 4 counters are left with FIRST to move (and then lists no
    // moves, so that only the draw check can fail).
    TakeAway inventsADraw =
        new TakeAway(12) {
          @Override
          public List<Take> legalMoves(Pile state) {
            return invented(state) ? List.of() : super.legalMoves(state);
          }

          @Override
          public Legality check(Pile state, Take move) {
            return invented(state)
                ? Legality.illegal(TakeAway.Reason.OUT_OF_RANGE, "drawn")
                : super.check(state, move);
          }

          @Override
          public Status status(Pile state) {
            return invented(state)
                ? Status.draw(TakeAway.End.LAST_COUNTER_TAKEN, "an invented draw")
                : super.status(state);
          }

          private boolean invented(Pile state) {
            return state.counters() == 4 && state.toMove() == Player.FIRST;
          }
        };
    assertFails(tests(inventsADraw, TakeAway.NOTATION), "status agrees with the legal moves");
    DynamicTest declared =
        RulesContract.of("declared", inventsADraw, TakeAway.NOTATION, new TakeAway(12).positions())
            .drawsBy(TakeAway.End.LAST_COUNTER_TAKEN)
            .games(20)
            .tests()
            .filter(t -> t.getDisplayName().endsWith("status agrees with the legal moves"))
            .findFirst()
            .orElseThrow();
    assertThatCode(() -> declared.getExecutable().execute()).doesNotThrowAnyException();
  }

  @Test
  void aGameWithoutABoundRunsUnderTheKitsCap() {
    // Endless never ends: the kit's own cap stops its games, and no bound is claimed to check.
    Endless endless = new Endless();
    RandomGame<Endless.Count, Integer> game = RandomGame.play(endless, 7L, 25);
    assertThat(game.moves()).hasSize(25);
    assertThat(game.isCut()).isTrue();
    assertThat(RandomGame.play(endless, 7L).moves()).hasSize(RandomGame.DEFAULT_PLY_CAP);
    assertThat(RandomGame.defaultCap(new TakeAway(12))).isEqualTo(13);
  }

  @Test
  void aListedMoveThatCheckRefusesIsCaught() {
    TakeAway listsTooMuch =
        new TakeAway(12) {
          @Override
          public Legality check(Pile state, Take move) {
            return move.count() == 3
                ? Legality.illegal(TakeAway.Reason.OUT_OF_RANGE, "three is refused")
                : super.check(state, move);
          }
        };
    assertFails(tests(listsTooMuch, TakeAway.NOTATION), "listed moves are legal and play");
  }

  @Test
  void anAcceptedUnlistedMoveIsCaught() {
    TakeAway acceptsFour =
        new TakeAway(12) {
          @Override
          public Legality check(Pile state, Take move) {
            return move.count() == 4 && state.counters() >= 4 ? Legality.legal() : super.check(state, move);
          }
        };
    assertFails(tests(acceptsFour, TakeAway.NOTATION), "unlisted moves are rejected with a reason");
  }

  @Test
  void statusThatDisagreesWithTheMovesIsCaught() {
    TakeAway endsEarly =
        new TakeAway(12) {
          @Override
          public Status status(Pile state) {
            return state.counters() == 1
                ? Status.win(state.toMove(), TakeAway.End.LAST_COUNTER_TAKEN, "ends early")
                : super.status(state);
          }
        };
    assertFails(tests(endsEarly, TakeAway.NOTATION), "status agrees with the legal moves");
  }

  @Test
  void aGameLongerThanItsBoundIsCaught() {
    TakeAway tooShortBound =
        new TakeAway(12) {
          @Override
          public OptionalInt plyBound() {
            return OptionalInt.of(2);
          }
        };
    assertFails(
        tests(tooShortBound, TakeAway.NOTATION), "random games end within the declared ply bound");
  }

  @Test
  void aNotationThatDoesNotRoundTripIsCaught() {
    MoveNotation<Take> lossy =
        new MoveNotation<>() {
          @Override
          public String format(Take move) {
            return "take" + Math.min(move.count(), 2);
          }

          @Override
          public Take parse(CharSequence text) {
            return TakeAway.NOTATION.parse(text);
          }
        };
    assertFails(tests(new TakeAway(12), lossy), "move notation round-trips");
  }

  @Test
  void aParserThatLeaksAnotherExceptionIsCaught() {
    MoveNotation<Take> leaky =
        new MoveNotation<>() {
          @Override
          public String format(Take move) {
            return TakeAway.NOTATION.format(move);
          }

          @Override
          public Take parse(CharSequence text) {
            // The classic bug: reading a character without checking the length first.
            if (text.charAt(4) == '0') {
              throw new TextParseException("move", text, 4, "no zero");
            }
            return TakeAway.NOTATION.parse(text);
          }
        };
    assertFails(tests(new TakeAway(12), leaky), "parsers raise only TextParseException");
  }

  @Test
  void aRulesObjectWithSharedMutableStateIsCaught() {
    TakeAway racy =
        new TakeAway(12) {
          private int calls; // the defect: per-object state changed by every call

          @Override
          public List<Take> legalMoves(Pile state) {
            calls++;
            List<Take> moves = super.legalMoves(state);
            return calls % 7 == 0 && moves.size() > 1 ? moves.subList(0, 1) : moves;
          }
        };
    assertFails(tests(racy, TakeAway.NOTATION), "listed moves are legal and play");
  }

  @Test
  void aCounterThatOutgrowsItsReaderIsCaughtAndASaturatingOneIsNot() {
    // Decoding "999999999" and playing one move gave a text the reader refuses (issue 25).
    Map<String, DynamicTest> broken = plyCounterTests(new PlyCounter(false));
    assertFails(broken, "decoded texts, counters at their extremes too, read back after any move");
    Map<String, DynamicTest> saturating = plyCounterTests(new PlyCounter(true));
    for (DynamicTest test : saturating.values()) {
      assertThatCode(() -> test.getExecutable().execute()).as(test.getDisplayName()).doesNotThrowAnyException();
    }
  }

  private static Map<String, DynamicTest> plyCounterTests(PlyCounter rules) {
    return RulesContract.of("counter", rules, PlyCounter.NOTATION, PlyCounter.POSITIONS)
        .candidateMoves((state, random) -> random.nextBoolean() ? "ply" : "pass")
        .plyCap(30)
        .games(10)
        .parserInputs(50)
        .tests()
        .collect(Collectors.toMap(t -> t.getDisplayName().substring("counter: ".length()), Function.identity()));
  }
}
