package io.github.boardrules.core.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.core.fixture.TakeAway;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Click input over the take-away game, whose moves are clicked here as the counters taken, one by
 * one ({@code take2} is c1, c2): take1's and take2's sequences begin take3's, so they end with
 * {@code done}.
 */
class MoveInputTest {
  private static final TakeAway RULES = new TakeAway(5);

  private static ConfiguredGame<TakeAway.Pile, TakeAway.Take> game(
      java.util.function.Function<TakeAway.Take, List<String>> clicks) {
    return ConfiguredGame.builder(GameConfig.defaults("takeaway", new io.github.boardrules.core.fixture.TakeAwayGame().options()), "Take-away",
        RULES, TakeAway.NOTATION, RULES.positions()).clicks(clicks).build();
  }

  private static List<String> counters(TakeAway.Take take) {
    List<String> points = new ArrayList<>();
    for (int i = 1; i <= take.count(); i++) {
      points.add("c" + i);
    }
    return points;
  }

  @Test
  void aSequenceThatBeginsALongerOneEndsWithDone() {
    MoveInput<TakeAway.Pile, TakeAway.Take> input = game(MoveInputTest::counters).moveInput(RULES.initialState());
    assertThat(input.clicks(new TakeAway.Take(1))).containsExactly("c1", MoveInput.DONE);
    assertThat(input.clicks(new TakeAway.Take(2))).containsExactly("c1", "c2", MoveInput.DONE);
    assertThat(input.clicks(new TakeAway.Take(3))).containsExactly("c1", "c2", "c3");
  }

  @Test
  void clicksNarrowTheCandidatesToOneMove() {
    MoveInput<TakeAway.Pile, TakeAway.Take> input = game(MoveInputTest::counters).moveInput(RULES.initialState());
    PartialMove<TakeAway.Take> start = input.after(List.of());
    assertThat(start.candidates()).hasSize(3);
    assertThat(start.nextPoints()).containsExactly("c1");
    PartialMove<TakeAway.Take> one = input.after(List.of("c1"));
    assertThat(one.nextPoints()).containsExactly(MoveInput.DONE, "c2");
    assertThat(one.move()).isEmpty();
    PartialMove<TakeAway.Take> two = input.after(List.of("c1", "c2"));
    assertThat(two.candidates()).containsExactly(new TakeAway.Take(2), new TakeAway.Take(3));
    PartialMove<TakeAway.Take> three = input.after(List.of("c1", "c2", "c3"));
    assertThat(three.move()).contains(new TakeAway.Take(3));
    assertThat(three.nextPoints()).isEmpty();
    assertThat(input.complete(List.of("c1", MoveInput.DONE))).isEqualTo(new TakeAway.Take(1));
  }

  @Test
  void anOnlyCandidateIsOfferedBeforeItsSequenceIsComplete() {
    // Clicked as the pile, then the count; with one counter left only take1 remains after "pile".
    MoveInput<TakeAway.Pile, TakeAway.Take> input =
        game(take -> List.of("pile", "n" + take.count())).moveInput(new TakeAway.Pile(1, Player.FIRST));
    PartialMove<TakeAway.Take> step = input.after(List.of("pile"));
    assertThat(step.move()).isEmpty();
    assertThat(step.onlyCandidate()).contains(new TakeAway.Take(1));
    assertThat(step.nextPoints()).containsExactly("n1");
  }

  @Test
  void whichSequencesEndWithDoneDependsOnThePosition() {
    // Two counters left: take3 is illegal, so take2's sequence begins no other and needs no done.
    MoveInput<TakeAway.Pile, TakeAway.Take> input =
        game(MoveInputTest::counters).moveInput(new TakeAway.Pile(2, Player.FIRST));
    assertThat(input.clicks(new TakeAway.Take(1))).containsExactly("c1", MoveInput.DONE);
    assertThat(input.clicks(new TakeAway.Take(2))).containsExactly("c1", "c2");
    assertThat(input.after(List.of("c1", "c2")).move()).contains(new TakeAway.Take(2));
  }

  @Test
  void clicksNoLegalMoveGoesOnWithAreRefusedWithTheReason() {
    MoveInput<TakeAway.Pile, TakeAway.Take> input =
        game(MoveInputTest::counters).moveInput(new TakeAway.Pile(2, Player.FIRST));
    PartialMove<TakeAway.Take> step = input.after(List.of("c1", "c2", "c3"));
    assertThat(step.isRefused()).isTrue();
    assertThat(step.reason()).hasValueSatisfying(reason -> assertThat(reason)
        .isEqualTo("No legal move of FIRST goes on with c3 after c1, c2: c1, c2 is already the whole move take2"));
    assertThat(input.after(List.of("c2")).reason()).hasValueSatisfying(reason -> assertThat(reason)
        .isEqualTo("No legal move of FIRST goes on with c2 as its first point: the next point may be one of c1"));
    assertThatThrownBy(() -> input.complete(List.of("c1")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a whole move yet");
  }

  @Test
  void aFinishedGameRefusesEveryClick() {
    MoveInput<TakeAway.Pile, TakeAway.Take> input =
        game(MoveInputTest::counters).moveInput(new TakeAway.Pile(0, Player.FIRST));
    assertThat(input.after(List.of("c1")).reason()).hasValueSatisfying(reason -> assertThat(reason)
        .startsWith("No move can be made: the game is over"));
  }

  @Test
  void twoMovesWithOneSequenceAreRefusedAsUnfitForInput() {
    ConfiguredGame<TakeAway.Pile, TakeAway.Take> same = game(take -> List.of("pile"));
    assertThatThrownBy(() -> same.moveInput(RULES.initialState()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("take1 and take2 have the same click sequence [pile]");
  }

  @Test
  void withoutClicksAMoveIsOneClickNamedByItsNotation() {
    ConfiguredGame<TakeAway.Pile, TakeAway.Take> plain = ConfiguredGame.builder(
        GameConfig.defaults("takeaway", new io.github.boardrules.core.fixture.TakeAwayGame().options()), "Take-away", RULES, TakeAway.NOTATION,
        RULES.positions()).build();
    assertThat(plain.clicks(new TakeAway.Take(2))).containsExactly("take2");
    assertThat(plain.moveInput(RULES.initialState()).complete(List.of("take2"))).isEqualTo(new TakeAway.Take(2));
  }
}
