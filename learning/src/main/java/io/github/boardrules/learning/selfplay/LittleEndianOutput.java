package io.github.boardrules.learning.selfplay;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Numbers written little-endian, as {@code .npy} data is, through a buffer of {@value #CHUNK}
 * bytes that goes to the stream whenever it is full: the stream sees the same chunks whatever
 * wrote the numbers, so a deflated entry's bytes depend only on the data.
 */
final class LittleEndianOutput {
  /** The size of the chunks the stream is given. */
  static final int CHUNK = 1 << 16;

  private final OutputStream out;
  private final ByteBuffer buffer = ByteBuffer.allocate(CHUNK).order(ByteOrder.LITTLE_ENDIAN);

  LittleEndianOutput(OutputStream out) {
    this.out = out;
  }

  void putFloat(float v) throws IOException {
    room(4);
    buffer.putFloat(v);
  }

  void putInt(int v) throws IOException {
    room(4);
    buffer.putInt(v);
  }

  void putLong(long v) throws IOException {
    room(8);
    buffer.putLong(v);
  }

  void putByte(int v) throws IOException {
    room(1);
    buffer.put((byte) v);
  }

  /** Writes {@code bytes} padded with NUL bytes to {@code width}: one of NumPy's fixed-width strings. */
  void putBytes(byte[] bytes, int width) throws IOException {
    if (bytes.length > width) {
      throw new IllegalArgumentException(bytes.length + " bytes do not fit a width of " + width);
    }
    for (byte b : bytes) {
      putByte(b);
    }
    for (int i = bytes.length; i < width; i++) {
      putByte(0);
    }
  }

  void putFloats(float[] values) throws IOException {
    for (float v : values) {
      putFloat(v);
    }
  }

  void putInts(int[] values) throws IOException {
    for (int v : values) {
      putInt(v);
    }
  }

  private void room(int bytes) throws IOException {
    if (buffer.remaining() < bytes) {
      drain();
    }
  }

  /** Gives the buffered bytes to the stream (which is not flushed). */
  void drain() throws IOException {
    if (buffer.position() > 0) {
      out.write(buffer.array(), 0, buffer.position());
      buffer.clear();
    }
  }
}
