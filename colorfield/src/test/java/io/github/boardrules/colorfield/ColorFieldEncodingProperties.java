package io.github.boardrules.colorfield;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.colorfield.catalog.ColorFieldGame;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.learning.ActionEncoding;
import io.github.boardrules.testkit.EncodingContract;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class ColorFieldEncodingProperties {

  @SuppressWarnings("unchecked")
  private static ConfiguredGame<ColorFieldState, ColorFieldMove> game(String name) {
    return (ConfiguredGame<ColorFieldState, ColorFieldMove>) GameCatalog.load().game(name);
  }

  private static ConfiguredGame<ColorFieldState, ColorFieldMove> withLayout(String layout) {
    ColorFieldGame provider = new ColorFieldGame();
    GameConfig config =
        provider.defaults().with("layout", ColorFieldGame.layoutOption(ColorFieldLayout.parse(layout)));
    return provider.configure(config);
  }

  /** What the observation shows: the pieces, the gates, the team to move (not plies, history). */
  private static List<Object> observed(ColorFieldState state) {
    List<Object> parts = new ArrayList<>();
    ColorFieldLayout layout = state.layout();
    for (int square = 0; square < layout.squareCount(); square++) {
      parts.add(state.teamAt(square) + "" + state.pieceColorAt(square));
    }
    for (int gate = 0; gate < layout.gateCount(); gate++) {
      parts.add(state.gateOccupied(gate));
    }
    parts.add(state.toMove());
    return parts;
  }

  @TestFactory
  Stream<DynamicTest> layoutsAndOptionsKeepTheEncodingContract() {
    return Stream.of(
            game("colorfield"),
            game("colorfield(firstTeam=empty,capturingStepRequired=true)"),
            game("colorfield(plyLimit=60,repetitionDraw=3)"),
            withLayout(Boards.MERGED_LAYOUT),
            withLayout(Boards.HOLES_LAYOUT),
            withLayout(Boards.SEVEN_COLOURS_LAYOUT))
        .flatMap(game -> EncodingContract.of(game).games(8).plyCap(200)
            .observedPart(ColorFieldEncodingProperties::observed).tests());
  }

  @Test
  void theMergedLayoutHasItsShapeAndSteps() {
    ConfiguredGame<ColorFieldState, ColorFieldMove> game = withLayout(Boards.MERGED_LAYOUT);
    ActionEncoding<ColorFieldState, ColorFieldMove> encoding = game.encoding().orElseThrow();
    // Five colours (G B Y P R), two gates: 3 * 5 + 2 + 2 planes on the 6x6 grid.
    assertThat(encoding.observationShape()).containsExactly(19, 6, 6);
    ColorFieldLayout layout = ((ColorField) game.rules()).layout();
    int steps = 0;
    for (int location = 0; location < layout.squareCount() + layout.gateCount(); location++) {
      steps += layout.neighbours(location).length;
    }
    assertThat(encoding.actionCount()).isEqualTo(steps * (33 + 1));
    // The castle covers c3 d3 c4 d4: plane 3K = 15 is 1 on those four cells only.
    float[] planes = encoding.observation(game.rules().initialState());
    int castlePlane = 15 * 36;
    assertThat(planes[castlePlane + 2 * 6 + 2]).isEqualTo(1f);
    assertThat(planes[castlePlane + 3 * 6 + 3]).isEqualTo(1f);
    float sum = 0;
    for (int i = castlePlane; i < castlePlane + 36; i++) {
      sum += planes[i];
    }
    assertThat(sum).isEqualTo(4f);
  }
}
