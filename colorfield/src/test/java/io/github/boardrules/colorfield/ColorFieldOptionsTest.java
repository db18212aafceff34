package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.DrawOptions;
import io.github.boardrules.core.Status;
import org.junit.jupiter.api.Test;

class ColorFieldOptionsTest {
  @Test
  void theDefaultsAreFullFirstNoPlyLimitNoRepetition() {
    ColorField rules = ColorField.standard();
    assertThat(rules.layout()).isEqualTo(ColorFieldLayout.standard());
    assertThat(rules.firstTeam()).isEqualTo(Team.FULL);
    assertThat(rules.drawOptions().plyLimit()).isEmpty();
    assertThat(rules.drawOptions().repetitionDraw()).isEmpty();
    assertThat(rules.plyBound()).as("the rules know no draw and no bound").isEmpty();
    assertThat(rules).hasToString(
        "ColorField[10x10, 6 gates, FULL starts, no ply limit, no repetition detection]");
  }

  @Test
  void badOptionsAreRefused() {
    assertThatThrownBy(() -> ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(0)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 to 999999999 (the largest ply count), not 0");
    assertThatThrownBy(() -> ColorField.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(1)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("2 or more times, not 1");
    // No safety bound below the largest ply count; above it the limit could never be reached (issue 25).
    assertThat(ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(1_000_000)).build().plyBound()).hasValue(1_000_000);
    assertThatThrownBy(() -> ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(1_000_000_000)))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not 1000000000");
  }

  @Test
  void rulesWithTheSameOptionsAreEqualAndToBuilderKeepsThem() {
    ColorField rules = ColorField.builder().firstTeam(Team.EMPTY).drawOptions(DrawOptions.NONE.withPlyLimit(80).withRepetitionDraw(3)).build();
    ColorField copy = rules.toBuilder().build();
    assertThat(copy).isEqualTo(rules).hasSameHashCodeAs(rules).isNotEqualTo(ColorField.standard());
    assertThat(copy.drawOptions().plyLimit()).hasValue(80);
    assertThat(copy.drawOptions().repetitionDraw()).hasValue(3);
    assertThat(rules).hasToString("ColorField[10x10, 6 gates, EMPTY starts, ply limit 80, draw on 3 repetitions]");
  }

  @Test
  void theDrawOptionsAreKeptAsGivenAndBoundTheGameByTheirPlyLimit() {
    DrawOptions draws = DrawOptions.NONE.withPlyLimit(80).withRepetitionDraw(3);
    ColorField rules = ColorField.builder().drawOptions(draws).build();
    assertThat(rules.drawOptions()).isEqualTo(draws);
    assertThat(rules.plyBound()).hasValue(80);
    ColorField repeating = ColorField.builder().drawOptions(DrawOptions.NONE.withRepetitionDraw(2)).build();
    assertThat(repeating.plyBound()).as("a repetition draw alone bounds nothing").isEmpty();
    assertThat(repeating).isNotEqualTo(rules);
    assertThat(rules.toBuilder().drawOptions(DrawOptions.NONE).build()).isEqualTo(ColorField.standard());
    assertThatThrownBy(() -> ColorField.builder().drawOptions(null))
        .isInstanceOf(NullPointerException.class).hasMessageContaining("drawOptions");
  }

  @Test
  void aStateIsJudgedByTheRulesItIsGivenTo() {
    ColorField unlimited = ColorField.standard();
    ColorField limited = ColorField.builder().drawOptions(DrawOptions.NONE.withPlyLimit(1)).build();
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
