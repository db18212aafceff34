package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Status;
import org.junit.jupiter.api.Test;

class ColorFieldOptionsTest {
  @Test
  void theDefaultsAreFullFirstNoPlyLimitNoRepetition() {
    ColorField rules = ColorField.standard();
    assertThat(rules.layout()).isEqualTo(ColorFieldLayout.standard());
    assertThat(rules.firstTeam()).isEqualTo(Team.FULL);
    assertThat(rules.plyLimit()).isEmpty();
    assertThat(rules.repetitionDraw()).isEmpty();
    assertThat(rules.plyBound()).as("the rules know no draw and no bound").isEmpty();
    assertThat(rules).hasToString(
        "ColorField[10x10, 6 gates, FULL starts, no ply limit, no repetition detection]");
  }

  @Test
  void badOptionsAreRefused() {
    assertThatThrownBy(() -> ColorField.builder().plyLimit(0))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 to 999999999 (the largest ply count), not 0");
    assertThatThrownBy(() -> ColorField.builder().repetitionDraw(1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 occurrences or more, not 1");
    // No safety bound below the largest ply count; above it the limit could never be reached (issue 25).
    assertThat(ColorField.builder().plyLimit(1_000_000).build().plyBound()).hasValue(1_000_000);
    assertThatThrownBy(() -> ColorField.builder().plyLimit(1_000_000_000))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 1000000000");
  }

  @Test
  void rulesWithTheSameOptionsAreEqualAndToBuilderKeepsThem() {
    ColorField rules = ColorField.builder().firstTeam(Team.EMPTY).plyLimit(80).repetitionDraw(3).build();
    ColorField copy = rules.toBuilder().build();
    assertThat(copy).isEqualTo(rules).hasSameHashCodeAs(rules).isNotEqualTo(ColorField.standard());
    assertThat(copy.plyLimit()).hasValue(80);
    assertThat(copy.repetitionDraw()).hasValue(3);
    assertThat(rules).hasToString("ColorField[10x10, 6 gates, EMPTY starts, ply limit 80, draw on 3 repetitions]");
  }

  @Test
  void aStateIsJudgedByTheRulesItIsGivenTo() {
    ColorField unlimited = ColorField.standard();
    ColorField limited = ColorField.builder().plyLimit(1).build();
    ColorFieldState one = unlimited.play(unlimited.initialState(), unlimited.notation().parse("a1-a2"));
    assertThat(unlimited.status(one).isOngoing()).isTrue();
    Status status = limited.status(one);
    assertThat(status.termination()).contains(ColorFieldTermination.PLY_LIMIT);
    assertThat(limited.legalMoves(one)).isEmpty();
    ColorField small = ColorField.of(ColorFieldLayout.parse(Boards.SMALL_LAYOUT));
    assertThatThrownBy(() -> small.legalMoves(one))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another layout");
  }
}
