package io.github.boardrules.pylos.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.boardrules.core.Player;
import io.github.boardrules.pylos.Pylos;
import io.github.boardrules.pylos.PylosSpots;
import java.net.URL;
import java.net.URLClassLoader;
import org.junit.jupiter.api.Test;

/** The solvers' bridge to the engine: installed once, found whichever class is first used. */
class PylosInternalsTest {
  @Test
  void theBridgeIsInstalledOnceAndRefusesASecond() {
    PylosAccess installed = SharedPylosAccess.get();
    assertThat(SharedPylosAccess.get()).isSameAs(installed);
    assertThatThrownBy(() -> SharedPylosAccess.install(installed))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("installed already");
  }

  @Test
  void theBridgeIsFoundWhenTheSolversComeBeforeTheRules() throws Exception {
    // A fresh class loader in which nothing of Pylos is initialised yet: reading a constant of
    // PylosInternals first must initialise the rules' side of the bridge, not fail.
    URL pylos = PylosInternals.class.getProtectionDomain().getCodeSource().getLocation();
    URL core = Player.class.getProtectionDomain().getCodeSource().getLocation();
    try (URLClassLoader fresh =
        new URLClassLoader(new URL[] {pylos, core}, ClassLoader.getPlatformClassLoader())) {
      Class<?> internals = Class.forName(PylosInternals.class.getName(), true, fresh);
      assertThat(internals).isNotSameAs(PylosInternals.class);
      assertThat(internals.getField("BALLS_PER_PLAYER").getInt(null)).isEqualTo(15);
      assertThat(internals.getField("SYMMETRIES").getInt(null)).isEqualTo(8);
    }
  }

  @Test
  void theConstantsAreTheRulesOnes() {
    assertThat(PylosInternals.SPOTS).isEqualTo(30);
    assertThat(PylosInternals.FULL).isEqualTo((1L << 30) - 1);
    assertThat(PylosInternals.BALLS_PER_PLAYER).isEqualTo(15); // rules text: 15 balls each
    assertThat(PylosInternals.MAX_MOVES).isGreaterThanOrEqualTo(226);
  }

  @Test
  void eachSymmetryIsUndoneByItsInverse() {
    long mask = 1L << PylosSpots.parse("a1") | 1L << PylosSpots.parse("b3") | 1L << PylosSpots.parse("1c2");
    for (int s = 0; s < PylosInternals.SYMMETRIES; s++) {
      long image = PylosInternals.transformMask(s, mask);
      assertThat(Long.bitCount(image)).isEqualTo(3);
      assertThat(PylosInternals.transformMask(PylosInternals.inverse(s), image)).isEqualTo(mask);
    }
  }

  @Test
  void theEngineViewPlaysTheRulesMoves() {
    Pylos rules = Pylos.standard();
    PylosEngineView engine = PylosInternals.engine(rules);
    int[] buffer = new int[PylosInternals.MAX_MOVES];
    int count = engine.generate(0, 0, buffer, 0);
    assertThat(count).isEqualTo(16); // a ball on any of the 16 base spots
    assertThat(engine.canMove(0, 0)).isTrue();
    for (int i = 0; i < count; i++) {
      assertThat(PylosInternals.move(buffer[i])).isEqualTo(rules.legalMoves(rules.initialState()).get(i));
      assertThat(PylosInternals.apply(0, buffer[i])).isEqualTo(1L << PylosInternals.move(buffer[i]).to());
    }
    assertThat(PylosInternals.levelMask(3)).isEqualTo(1L << PylosSpots.TOP);
  }
}
