package io.github.boardrules.pylos;

import io.github.boardrules.pylos.internal.PylosAccess;
import io.github.boardrules.pylos.internal.PylosEngineView;
import io.github.boardrules.pylos.internal.SharedPylosAccess;

/**
 * The rules package's side of the bridge to the solving package: it hands the package-private
 * engine, board tables and move codes to {@link SharedPylosAccess}, which names this class to
 * initialise it, so nothing of them becomes public API.
 */
final class PylosSolvingAccess implements PylosAccess {
  static {
    SharedPylosAccess.install(new PylosSolvingAccess());
  }

  private PylosSolvingAccess() {}

  @Override
  public PylosEngineView engine(Pylos rules) {
    return new EngineView(rules.engine());
  }

  @Override
  public long apply(long own, int code) {
    return PylosEngine.apply(own, code);
  }

  @Override
  public PylosMove move(int code) {
    return PylosEngine.move(code);
  }

  @Override
  public int maxMoves() {
    return PylosEngine.MAX_MOVES;
  }

  @Override
  public int ballsPerPlayer() {
    return Board.BALLS_PER_PLAYER;
  }

  @Override
  public int symmetries() {
    return Board.SYMMETRIES;
  }

  @Override
  public int inverse(int symmetry) {
    return Board.INVERSE[symmetry];
  }

  @Override
  public long levelMask(int level) {
    return Board.LEVEL_MASK[level];
  }

  @Override
  public long transformMask(int symmetry, long mask) {
    return Board.transformMask(symmetry, mask);
  }

  @Override
  public int transformCode(int symmetry, int code) {
    return Board.transformCode(symmetry, code);
  }

  /** The engine behind the view: the one the rules object plays with. */
  private record EngineView(PylosEngine engine) implements PylosEngineView {
    @Override
    public int generate(long own, long opponent, int[] buffer, int start) {
      return engine.generate(own, opponent, buffer, start);
    }

    @Override
    public boolean canMove(long own, long opponent) {
      return engine.canMove(own, opponent);
    }

    @Override
    public int predecessors(long own, long opponent, long[] buffer, int start) {
      return engine.predecessors(own, opponent, buffer, start);
    }
  }
}
