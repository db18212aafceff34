package io.github.boardrules.zertz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The boards' coordinates and neighbour tables, against the rules specification. */
class ZertzBoardTest {

  private static String neighbours(ZertzBoard board, String cell) {
    StringBuilder out = new StringBuilder();
    for (int d = 0; d < 6; d++) {
      int n = board.neighbour(board.cell(cell), d);
      out.append(out.length() == 0 ? "" : " ").append(n < 0 ? "-" : board.cellName(n));
    }
    return out.toString();
  }

  @Test
  void neighboursInCyclicOrderAsTheSpecificationGivesThem() {
    // "the neighbours of D4 are C3 C4 D5 E4 E3 D3; A1 has only A2 B2 B1"
    assertThat(neighbours(ZertzBoard.RINGS_37, "d4")).isEqualTo("c3 c4 d5 e4 e3 d3");
    assertThat(neighbours(ZertzBoard.RINGS_37, "a1")).isEqualTo("- - a2 b2 b1 -");
  }

  @Test
  void ringCountsColumnsAndNames() {
    assertThat(ZertzBoard.RINGS_37.ringCount()).isEqualTo(4 + 5 + 6 + 7 + 6 + 5 + 4);
    assertThat(ZertzBoard.RINGS_48.ringCount()).isEqualTo(5 + 6 + 7 + 8 + 7 + 6 + 5 + 4);
    assertThat(ZertzBoard.RINGS_61.ringCount()).isEqualTo(5 + 6 + 7 + 8 + 9 + 8 + 7 + 6 + 5);
    assertThat(ZertzBoard.RINGS_37.cellName(ZertzBoard.RINGS_37.ringCount() - 1)).isEqualTo("g4");
    assertThat(ZertzBoard.RINGS_48.cellName(ZertzBoard.RINGS_48.ringCount() - 1)).isEqualTo("h4");
    assertThat(ZertzBoard.RINGS_61.cellName(ZertzBoard.RINGS_61.ringCount() - 1)).isEqualTo("i5");
    assertThat(ZertzBoard.ofBoardspaceName("Zertz+11")).isEqualTo(ZertzBoard.RINGS_48);
    assertThat(ZertzBoard.ofRings(61)).isEqualTo(ZertzBoard.RINGS_61);
    assertThat(ZertzBoard.RINGS_37.cell("D4")).isEqualTo(ZertzBoard.RINGS_37.cell("d4"));
    assertThatThrownBy(() -> ZertzBoard.RINGS_37.cell("h1")).hasMessageContaining("h1");
    assertThatThrownBy(() -> ZertzBoard.ofBoardspaceName("Zertz+12")).hasMessageContaining("Zertz+12");
  }

  @Test
  void everyNeighbourTableAgreesWithTheCoordinateModel() {
    for (ZertzBoard board : ZertzBoard.values()) {
      Geometry g = Geometry.of(board);
      assertThat(g.names()).hasSize(board.ringCount());
      for (int c = 0; c < board.ringCount(); c++) {
        String name = board.cellName(c);
        assertThat(g.names().get(c)).isEqualTo(name);
        assertThat(board.cell(name)).isEqualTo(c);
        for (int d = 0; d < 6; d++) {
          int n = board.neighbour(c, d);
          assertThat(n < 0 ? null : board.cellName(n)).as("%s direction %d", name, d).isEqualTo(g.neighbour(name, d));
        }
      }
    }
  }

  @Test
  void theStartingDiagramIsAHexagon() {
    String diagram = Zertz.standard().initialState().diagram();
    String[] lines = diagram.split("\n");
    // 13 doubled rows (0 to 12), the column letters, the counts line.
    assertThat(lines).hasSize(15);
    assertThat(lines[0].strip()).isEqualTo(".");
    assertThat(lines[3].strip()).isEqualTo(".     .     .     .");
    assertThat(lines[13]).isEqualTo("a  b  c  d  e  f  g");
    assertThat(lines[14]).isEqualTo("pool W5 G7 B9 | FIRST W0 G0 B0 | SECOND W0 G0 B0 | FIRST to move");
    long rings = diagram.chars().filter(ch -> ch == '.').count();
    assertThat(rings).isEqualTo(37);
  }
}
