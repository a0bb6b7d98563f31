// Tests of the BlanksCorpus target.
