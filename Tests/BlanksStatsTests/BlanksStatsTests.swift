// Tests of the BlanksStats target.
