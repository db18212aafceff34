package io.github.boardrules.pikkpakk.internal;

import static io.github.boardrules.core.api.API.Status.INTERNAL;

import io.github.boardrules.core.api.API;
import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;
import java.util.function.IntFunction;

/**
 * An unmodifiable list of moves kept as the engine's move codes and decoded when read: what the
 * facades' {@code legalMoves} return. A random game reads one move of each list, so decoding all
 * of them, as a list of move objects would, was most of the plain API's cost.
 *
 * <p>Immutable and thread-safe: the codes are handed over by a buffer made for this list and then
 * dropped, published through a final field, and the decoder is a pure function of the code.
 * Reading a move twice gives two equal moves, not necessarily the same object.
 *
 * <pre>{@code
 * MoveBuffer buffer = new MoveBuffer(9);
 * engine.generate(..., buffer);
 * List<PikkPakkMove> moves =
 *     CodedMoveList.of(buffer, code -> PikkPakkMove.ofWritten(engine.written(code)));
 * }</pre>
 *
 * <p>Internal: not exported by the module.
 *
 * @param <M> the move type
 */
@API(status = INTERNAL, since = "0.1.0")
public final class CodedMoveList<M extends Object> extends AbstractList<M> implements RandomAccess {
  private final int[] codes;
  private final int size;
  private final IntFunction<M> decoder;

  private CodedMoveList(int[] codes, int size, IntFunction<M> decoder) {
    this.codes = codes;
    this.size = size;
    this.decoder = decoder;
  }

  /**
   * Takes over the codes of a buffer that its caller drops afterwards: the buffer's array becomes
   * the list's and must not be written again.
   *
   * @param buffer the codes, of a buffer made for this one list
   * @param decoder turns a code into its move
   * @param <M> the move type
   * @return the moves
   */
  public static <M extends Object> CodedMoveList<M> of(MoveBuffer buffer, IntFunction<M> decoder) {
    return new CodedMoveList<>(buffer.codes, buffer.size, Objects.requireNonNull(decoder, "decoder"));
  }

  @Override
  public M get(int index) {
    Objects.checkIndex(index, size);
    return decoder.apply(codes[index]);
  }

  @Override
  public int size() {
    return size;
  }
}
