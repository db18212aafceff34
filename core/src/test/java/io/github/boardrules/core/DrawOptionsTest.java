package io.github.boardrules.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class DrawOptionsTest {
  @Test
  void noneHasNeitherDrawAndNeverReachesALimit() {
    assertThat(DrawOptions.NONE.plyLimit()).isEqualTo(OptionalInt.empty());
    assertThat(DrawOptions.NONE.repetitionDraw()).isEqualTo(OptionalInt.empty());
    assertThat(DrawOptions.NONE.isPlyLimitReached(PlyCount.MAX)).isFalse();
    assertThat(DrawOptions.NONE).hasToString("no draw options");
  }

  @Test
  void theLimitIsReachedAtItsPlyAndAfter() {
    DrawOptions draws = DrawOptions.NONE.withPlyLimit(200);
    assertThat(draws.plyLimit()).hasValue(200);
    assertThat(draws.isPlyLimitReached(199)).isFalse();
    assertThat(draws.isPlyLimitReached(200)).isTrue();
    assertThat(draws.isPlyLimitReached(201)).isTrue();
  }

  @Test
  void optionsCombineAndComeOffAgain() {
    DrawOptions both = DrawOptions.NONE.withPlyLimit(300).withRepetitionDraw(3);
    assertThat(both.plyLimit()).hasValue(300);
    assertThat(both.repetitionDraw()).hasValue(3);
    assertThat(both).hasToString("ply limit 300, repetition draw at 3");
    assertThat(both.withoutPlyLimit()).isEqualTo(DrawOptions.NONE.withRepetitionDraw(3))
        .hasToString("no ply limit, repetition draw at 3");
    assertThat(both.withoutPlyLimit().withoutRepetitionDraw()).isEqualTo(DrawOptions.NONE)
        .hasSameHashCodeAs(DrawOptions.NONE);
    assertThat(DrawOptions.NONE.withPlyLimit(5)).isNotEqualTo(DrawOptions.NONE.withPlyLimit(6));
  }

  @Test
  void limitsOutOfRangeAreRefusedNamingTheValue() {
    assertThatThrownBy(() -> DrawOptions.NONE.withPlyLimit(0)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("1 to 999999999").hasMessageContaining("not 0");
    assertThatThrownBy(() -> DrawOptions.NONE.withPlyLimit(PlyCount.MAX + 1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(DrawOptions.NONE.withPlyLimit(PlyCount.MAX).plyLimit()).hasValue(PlyCount.MAX);
    assertThatThrownBy(() -> DrawOptions.NONE.withRepetitionDraw(1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2 or more").hasMessageContaining("not 1");
  }

  @Test
  void aGameWithALimitOnlyRefusesARepetitionDrawNamingItself() {
    DrawOptions limit = DrawOptions.NONE.withPlyLimit(100);
    assertThat(limit.requireNoRepetitionDraw("push-four")).isSameAs(limit);
    assertThatThrownBy(() -> limit.withRepetitionDraw(3).requireNoRepetitionDraw("push-four"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("drawOptions: push-four offers a ply limit only, not a repetition draw "
            + "(ply limit 100, repetition draw at 3)");
  }
}
