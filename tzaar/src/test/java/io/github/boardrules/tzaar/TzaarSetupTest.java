package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TzaarSetupTest {
  @Test
  void theBuilderMakesEachSetup() {
    assertThat(Tzaar.builder().build()).isEqualTo(Tzaar.randomSetup());
    assertThat(Tzaar.builder().setup(TzaarSetup.FIXED).build()).isEqualTo(Tzaar.fixedSetup());
    assertThat(Tzaar.tournament().toBuilder().build()).isEqualTo(Tzaar.tournament());
    assertThat(Tzaar.tournament()).isNotEqualTo(Tzaar.fixedSetup());
    assertThat(Tzaar.randomSetup()).hasToString("Tzaar[RANDOM setup]");
    assertThat(Tzaar.fixedSetup().plyBound()).hasValue(110);
    assertThat(Tzaar.tournament().plyBound()).hasValue(170);
  }

  @Test
  void randomSetupsReproduceFromTheGeneratorAndHoldEveryPiece() {
    Tzaar rules = Tzaar.randomSetup();
    TzaarState a = rules.initialState(new SplittableRandom(2026));
    assertThat(rules.initialState(new SplittableRandom(2026))).isEqualTo(a);
    assertThat(rules.initialState(new SplittableRandom(2027))).isNotEqualTo(a);
    assertThat(a).isNotEqualTo(rules.initialState());
    assertThat(a.stackCount()).isEqualTo(60);
    assertThat(a.phase()).isEqualTo(TzaarPhase.OPENING);
    for (TzaarColour colour : TzaarColour.values()) {
      for (TzaarType type : TzaarType.values()) {
        assertThat(a.piecesOnBoard(colour, type)).isEqualTo(type.count());
      }
    }
    // The fixed and tournament setups ignore the generator.
    assertThat(Tzaar.fixedSetup().initialState(new SplittableRandom(1))).isEqualTo(Tzaar.standardPosition());
    assertThat(Tzaar.tournament().initialState(new SplittableRandom(1))).isEqualTo(Tzaar.tournament().initialState());
  }

  @Test
  void randomSetupsSpreadEachPieceOverTheBoard() {
    // Over 600 setups, each point holds a WHITE Tzaar 600 * 6/60 = 60 times on average; every
    // point must get some, and none most (a fixed or biased shuffle would fail).
    Tzaar rules = Tzaar.randomSetup();
    SplittableRandom random = new SplittableRandom(5);
    int[] hits = new int[60];
    for (int i = 0; i < 600; i++) {
      TzaarState s = rules.initialState(random);
      for (TzaarPoint p : TzaarPoint.all()) {
        TzaarStack stack = s.stack(p).orElseThrow();
        if (stack.colour() == TzaarColour.WHITE && stack.top() == TzaarType.TZAAR) {
          hits[p.index()]++;
        }
      }
    }
    for (int h : hits) {
      assertThat(h).isBetween(25, 110);
    }
  }
}
